import styled from 'styled-components';
import { panel } from './RedbookGenerator.styles';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${panel}
`;

/** Two fields side by side: even, or the first wider (a tone's name beside a short count). */
const ROW_COLUMNS = {
  even: 'repeat(2, minmax(0, 1fr))',
  wideFirst: 'minmax(0, 2fr) minmax(0, 1fr)',
} as const;

export const StyledFieldRow = styled.div<{ $columns?: keyof typeof ROW_COLUMNS }>`
  display: grid;
  grid-template-columns: ${({ $columns = 'even' }) => ROW_COLUMNS[$columns]};
  gap: ${({ theme }) => theme.space.lg};
  /* a phone up to 430 px wide has one field a row, so that "Bahasa Mandarin" or a long tone is never cut */
  @media (max-width: 27rem) {
    grid-template-columns: minmax(0, 1fr);
  }
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
