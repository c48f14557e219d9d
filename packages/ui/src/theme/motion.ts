import { keyframes } from 'styled-components';

/** The design system's shared animations; their durations come from the theme (`ms(theme.durations.…)`). */
export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

export const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A bar sliding across its track, for progress of unknown length. */
export const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
