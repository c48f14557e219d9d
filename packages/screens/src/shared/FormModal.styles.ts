import styled from 'styled-components';

export const StyledFormBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
