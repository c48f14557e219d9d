import styled from 'styled-components';

/** A page's load failure, shown instead of its content. */
export const StyledLoadError = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The area a page's loading overlay covers. */
export const StyledLoadingBody = styled.div`
  position: relative;
  min-height: ${({ theme }) => theme.sizes.qrCode};
`;
