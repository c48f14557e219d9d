import styled from 'styled-components';
import { phoneMedia } from '@app/ui';

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
  overflow-wrap: anywhere;
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * On a phone, Generate at the bottom of the screen wherever the page is scrolled (the Contents card's own Generate is
 * a desktop's); on a wider screen there is none.
 */
export const StyledPhoneGenerateBar = styled.div`
  display: none;

  ${({ theme }) => phoneMedia(theme)} {
    position: sticky;
    bottom: 0;
    /* over the cards it passes, under every overlay (the menu drawer, dropdowns, dialogs, notifications) */
    z-index: 1;
    display: flex;
    justify-content: stretch;
    margin: 0 calc(-1 * ${({ theme }) => theme.space.xl}) calc(-1 * ${({ theme }) => theme.space.xl});
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl}
      calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.lg};

    > * {
      flex: 1;
    }
  }
`;
