import styled from 'styled-components';
import { focusRing } from '@app/ui';

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

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledAlert = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledPicker = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledResults = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledResultsTitle = styled.h3`
  margin: 0;
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledSelectedCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const StyledResultList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledResult = styled.li<{ $selected: boolean; $failed: boolean }>`
  display: grid;
  grid-template-columns: auto ${({ theme }) => theme.sizes.mediaThumbnail} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $selected, $failed }) => ($failed ? theme.colors.danger : $selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected, $failed }) => ($failed ? theme.colors.dangerSoft : $selected ? theme.colors.selected : theme.colors.surface)};
`;

export const StyledResultBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledResultTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledResultText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

export const StyledKeywords = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
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

export const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    animation: generator-spin 1s linear infinite;
  }
  @keyframes generator-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
