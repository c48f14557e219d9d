import styled from 'styled-components';

export const StyledAssetGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, calc(${({ theme }) => theme.sizes.mediaThumbnail} * 2)), 1fr)
  );
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledAssetTile = styled.li<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `inset 0 0 0 1px ${theme.colors.primary}` : 'none')};
`;

export const StyledTileFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
