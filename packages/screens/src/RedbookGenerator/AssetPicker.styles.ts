import styled from 'styled-components';
import { focusRing } from '@app/ui';
import { panel } from './RedbookGenerator.styles';

export const StyledPicker = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${panel}
`;

export const StyledPickerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledPickerToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin: ${({ theme }) => `-${theme.space.xs} -${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing()}
`;

export const StyledCount = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.selected};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

export const StyledPickerBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledPickerActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledAssetGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.mediaThumbnail}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledAssetTile = styled.li<{ $picked: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ theme, $picked }) => ($picked ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $picked }) => ($picked ? theme.colors.selected : theme.colors.surface)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* the checkbox's label fills the tile, so the thumbnail takes the tile's width */
  & > label {
    display: flex;
    align-items: flex-start;
    min-width: 0;
  }
`;

/** A tile's label: its thumbnail over its name, all of it the checkbox's target. */
export const StyledTileFace = styled.span`
  flex: 1 1 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledTileName = styled.span`
  overflow-wrap: anywhere;
`;
