import styled from 'styled-components';

export const StyledCard = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledCardHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
`;

export const StyledCardActions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

export const StyledCardBody = styled.div`
  flex: 1 1 auto;
  padding: ${({ theme }) => theme.space.xl};
`;
