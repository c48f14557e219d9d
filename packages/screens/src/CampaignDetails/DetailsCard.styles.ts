import styled from 'styled-components';

export const StyledDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledSection = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledLabel = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDescription = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The platform chips with Add Platform after them, wrapping on a phone. */
export const StyledPlatforms = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
