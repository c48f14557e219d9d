import { css } from 'styled-components';
import { VISUALLY_HIDDEN_STYLE } from './visuallyHiddenStyle';

/** Hidden from sight, still read by assistive technology (labels of icon-only controls, status texts). */
export const visuallyHidden = css(VISUALLY_HIDDEN_STYLE);
