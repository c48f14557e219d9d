import styled from 'styled-components';

export const StyledPage = styled.main`
  max-width: 44rem;
  margin: 0 auto;
  padding: 1rem;
  display: grid;
  gap: 1rem;
  min-width: 0;

  h1 {
    margin: 0;
    font-size: 1.35rem;
    overflow-wrap: anywhere;
  }
`;

export const StyledTop = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;

  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledPost = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  button {
    flex: 1 1 8rem;
    min-height: 2.75rem;
  }
`;

export const StyledMessage = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 2rem 1rem;
  text-align: center;

  h1 {
    font-size: 1.25rem;
  }
`;
