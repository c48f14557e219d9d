import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export const BULK_DELETE_QUESTION = msg`Are you sure you want to delete:`;

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

  /* the record's name beside its id: shown and read out, while the item's text stays the id SPEC lists */
  & > li[data-name]::after {
    content: attr(data-name);
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DeleteIdsMessageProps {
  ids: readonly string[];
  /** The name or title of a record, shown beside its id (nothing when unknown). */
  nameOf?: (id: string) => string | undefined;
}

/**
 * The bulk-delete confirmation of SPEC section 7: "Are you sure you want to delete:" followed by the ids, each with
 * its record's name or title beside it.
 */
export function DeleteIdsMessage({ ids, nameOf }: DeleteIdsMessageProps) {
  const { i18n, t } = useLingui();
  return (
    <>
      <StyledQuestion>{i18n._(BULK_DELETE_QUESTION)}</StyledQuestion>
      <StyledIds aria-label={t`Records to delete`}>
        {ids.map((id) => (
          <li key={id} data-name={nameOf?.(id)?.trim() || undefined}>
            {id}
          </li>
        ))}
      </StyledIds>
    </>
  );
}
