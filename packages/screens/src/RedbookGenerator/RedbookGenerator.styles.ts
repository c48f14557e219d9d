import styled, { css } from 'styled-components';

/** The card look of the generator's three parts: the form, the asset picker and the results. */
export const panel = css`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledGenerator = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** The form and the asset picker side by side, stacking when there is no room (in the modal, for example). */
export const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, calc(${({ theme }) => theme.sizes.mediaThumbnail} * 3)), 1fr)
  );
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledError = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
