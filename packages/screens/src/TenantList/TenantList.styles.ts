import styled from 'styled-components';

export const StyledLogoStatus = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The tenant form's columns: two at most, each field taking one or the whole row; a dialog too narrow for two
 * columns of at least twice a thumbnail's width stacks them.
 */
export const StyledFormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(
      min(
        100%,
        max(calc(${({ theme }) => theme.sizes.mediaThumbnail} * 2), calc((100% - ${({ theme }) => theme.space.lg}) / 2))
      ),
      1fr
    )
  );
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledFullRow = styled.div`
  grid-column: 1 / -1;
`;
