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

export const StyledTileLabels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** The Undo bar of a delete: bottom centre of the window, clear of the header, the menu and a modal's close. */
export const StyledUndoBar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: max-content;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
