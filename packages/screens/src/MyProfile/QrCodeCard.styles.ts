import styled from 'styled-components';

export const StyledQrBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledQrUrl = styled.a`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.info};
  word-break: break-all;
  text-align: center;
`;

/** The counts under the code: this week's figures. */
export const StyledStats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledStatsSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledStatsTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledStatsNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The supply table and its legend. */
export const StyledSupply = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
