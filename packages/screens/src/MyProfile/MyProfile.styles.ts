import styled from 'styled-components';
import { focusRing, ms, visuallyHidden } from '@app/ui';

export const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The QR card first (what an owner on a phone comes for: the code to print and this week's scans), then the
 * profile's column. Side by side where both fit, the profile on the left and the QR card as wide as its 200x200
 * code plus its padding on the right; where they do not (a phone), the QR card comes first, over the whole width,
 * and the long form under it.
 */
export const StyledColumns = styled.div`
  display: flex;
  flex-direction: row-reverse;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  align-items: flex-start;

  > :first-child {
    flex: 1 0 calc(${({ theme }) => `${theme.sizes.qrCode} + 2 * ${theme.space.xl} + 2px`});
  }

  > :last-child {
    flex: 999 1 calc(${({ theme }) => theme.sizes.qrCode} * 1.5);
    min-width: 0;
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledLogoRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledLogoText = styled.div`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledLogoTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledLogoButton = styled.button<{ $busy: boolean }>`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.mediaThumbnail};
  height: ${({ theme }) => theme.sizes.mediaThumbnail};
  padding: 0;
  overflow: hidden;
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  transition: border-color ${({ theme }) => ms(theme.durations.fast)} ease;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing()}
  &:disabled {
    cursor: progress;
  }
`;

export const StyledLogoImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const StyledLogoBusy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledHiddenInput = styled.input`
  ${visuallyHidden}
`;

export const StyledLogoError = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The colour of each logo status (the theme's name for it). */
const LOGO_STATUS_COLORS = { info: 'info', danger: 'danger' } as const;

/** What became of a logo given as a URL: an icon and a sentence that wraps beside it. */
export const StyledLogoStatus = styled.p<{ $tone: keyof typeof LOGO_STATUS_COLORS }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => theme.colors[LOGO_STATUS_COLORS[$tone]]};

  > svg {
    flex: none;
    margin-top: 0.2em;
  }

  > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Two fields a row where each gets at least a menu's width and a half (never more than two); one on a phone. */
export const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(
      max(
        min(100%, calc(${({ theme }) => theme.sizes.menuMinWidth} * 1.5)),
        calc((100% - ${({ theme }) => theme.space.lg}) / 2)
      ),
      1fr
    )
  );
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The platforms running low, above the profile: a section of its own, headed. */
export const StyledRunningLow = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledRunningLowTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The profile's column: the form, then the posts per platform. */
export const StyledMainColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-content: start;
`;
