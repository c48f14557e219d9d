import styled from 'styled-components';

export const BULK_DELETE_QUESTION = 'Are you sure you want to delete:';

const StyledQuestion = styled.p`
  margin: 0;
`;

const StyledIds = styled.ul`
  max-height: 12rem;
  overflow-y: auto;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export interface DeleteIdsMessageProps {
  ids: readonly string[];
}

/** The bulk-delete confirmation of SPEC section 7: "Are you sure you want to delete:" followed by the ids. */
export function DeleteIdsMessage({ ids }: DeleteIdsMessageProps) {
  return (
    <>
      <StyledQuestion>{BULK_DELETE_QUESTION}</StyledQuestion>
      <StyledIds aria-label="Records to delete">
        {ids.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </StyledIds>
    </>
  );
}
