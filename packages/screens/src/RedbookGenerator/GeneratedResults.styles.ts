import styled from 'styled-components';
import { panel } from './RedbookGenerator.styles';

export const StyledResults = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${panel}
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

export const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The note above the results: fields the posts could not use. */
export const StyledLeftOutNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.warning};
  }
`;
