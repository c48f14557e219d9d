import { useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button, Icons, usePhoneLayout } from '@app/ui';

/**
 * A long list folded on a phone: its first `limit` items only (the others are not rendered: a phone's main thread and
 * data are spent on what is on screen), then "Show all N …", and "Show fewer" once open. On a wider screen every
 * item shows and there is no button.
 */
export function usePhoneFold(count: number, limit: number) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const foldable = phone && count > limit;
  const folded = foldable && !open;
  return {
    foldable,
    open,
    folded,
    /** The items to render: the first `limit` while folded, else all. */
    visible: <T,>(items: readonly T[]): readonly T[] => (folded ? items.slice(0, limit) : items),
    toggle: () => setOpen((current) => !current),
  };
}

export type PhoneFold = ReturnType<typeof usePhoneFold>;

const StyledFoldBar = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface PhoneFoldButtonProps {
  fold: PhoneFold;
  /** The id of the folded list. */
  controls: string;
  /** "Show all 48 assets". */
  showAllText: string;
}

/** The phone's "Show all N …" / "Show fewer" under a folded list; nothing when the list is short or the screen wide. */
export function PhoneFoldButton({ fold, controls, showAllText }: PhoneFoldButtonProps) {
  const { t } = useLingui();
  if (!fold.foldable) return null;
  return (
    <StyledFoldBar>
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={fold.open}
        aria-controls={controls}
        icon={
          fold.open ? (
            <Icons.ChevronUp size={16} aria-hidden="true" />
          ) : (
            <Icons.ChevronDown size={16} aria-hidden="true" />
          )
        }
        onClick={fold.toggle}
      >
        {fold.open ? t`Show fewer` : showAllText}
      </Button>
    </StyledFoldBar>
  );
}
