import styled from 'styled-components';
import { focusRing } from '@app/ui';

/** The icon's colour and the line's background per tone (the theme's names). */
const TONES = {
  warning: { icon: 'warning', background: 'warningSoft' },
  danger: { icon: 'danger', background: 'dangerSoft' },
} as const;

export const StyledRunningLowList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The icon and the sentence on one line; "Generate more" at its end, or under it where the line is too short. */
export const StyledRunningLowItem = styled.li<{ $tone: keyof typeof TONES }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[TONES[$tone].background]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > svg {
    flex: none;
    color: ${({ theme, $tone }) => theme.colors[TONES[$tone].icon]};
  }
`;

export const StyledRunningLowText = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The one-tap link to the generator, drawn as a small secondary button. */
export const StyledGenerateLink = styled.span`
  flex: none;
  margin-inline-start: auto;

  > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;

    &:hover {
      background: ${({ theme }) => theme.colors.secondaryHover};
    }
    ${focusRing()}
  }
`;
