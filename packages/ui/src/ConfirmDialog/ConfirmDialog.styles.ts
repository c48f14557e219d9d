import styled from 'styled-components';

export const StyledMessage = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  & > p {
    margin: 0;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
