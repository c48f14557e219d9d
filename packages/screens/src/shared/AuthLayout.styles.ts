import styled from 'styled-components';
import { phoneMedia } from '@app/ui';

export const StyledAuthPage = styled.main`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
`;

/** The language switch, at the top right of the page (above the card on a phone). */
export const StyledAuthLanguage = styled.div`
  justify-self: end;
`;

export const StyledAuthCard = styled.div`
  align-self: center;
  width: 100%;
  max-width: 26rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledAuthHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

export const StyledAuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledAuthSubtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledAuthText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

export const StyledTextLink = styled.span`
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration: underline;
  }
  ${({ theme }) => phoneMedia(theme)} {
    /* a finger's target on a phone ("Forgot password?", "Create Account") */
    a {
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.sizes.touchTarget};
    }
  }
`;

export const StyledFooterText = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
