export { VisuallyHidden } from './VisuallyHidden';
export { visuallyHidden } from './VisuallyHidden.styles';
export { VISUALLY_HIDDEN_STYLE } from './visuallyHiddenStyle';
