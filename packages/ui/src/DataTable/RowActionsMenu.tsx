import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { MoreVertical } from '../icons';
import { IconButton } from '../IconButton';
import { StyledMenu, StyledMenuItem, type MenuItemTone, type MenuPlacement } from './DataTable.styles';
import { useLingui } from '@lingui/react/macro';

export interface DataTableRowAction<TRow> {
  label: string;
  onClick: (row: TRow) => void;
  /** `danger` for destructive actions such as Delete. */
  tone?: MenuItemTone;
  icon?: ReactNode;
}

export interface RowActionsMenuProps<TRow> {
  row: TRow;
  /** The row's name in "Actions for {rowLabel}". */
  rowLabel: string;
  actions: readonly DataTableRowAction<TRow>[];
}

interface MenuPosition {
  top: number;
  left: number;
  placement: MenuPlacement;
}

/** The per-row "Actions" menu button: a WAI-ARIA menu button with arrow-key navigation, Esc and outside-click close. */
export function RowActionsMenu<TRow>({ row, rowLabel, actions }: RowActionsMenuProps<TRow>) {
  const menuId = useId();
  const { t } = useLingui();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const [position, setPosition] = useState<MenuPosition | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const reposition = useCallback(() => {
    const button = triggerRef.current;
    if (!button) return;
    const rect = button.getBoundingClientRect();
    const menuHeight = menuRef.current?.offsetHeight ?? 0;
    const fitsBelow = rect.bottom + menuHeight <= window.innerHeight || rect.top < menuHeight;
    setPosition(
      fitsBelow
        ? { top: rect.bottom, left: rect.right, placement: 'below' }
        : { top: rect.top, left: rect.right, placement: 'above' },
    );
  }, []);

  useLayoutEffect(() => {
    if (open) reposition();
  }, [open, reposition]);

  useEffect(() => {
    if (open && position) itemRefs.current[activeIndex]?.focus();
  }, [open, position, activeIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, true);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
    };
  }, [open, close, reposition]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };

  const handleTriggerClick = () => {
    if (open) close(false);
    else openAt(0);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(actions.length - 1);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (activeIndex >= last ? 0 : activeIndex + 1),
      ArrowUp: () => (activeIndex <= 0 ? last : activeIndex - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      event.stopPropagation();
      setActiveIndex(move());
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  // The menu is portalled, but React still bubbles its events through the row: keep them from reaching it.
  const handleMenuClick = (event: MouseEvent<HTMLDivElement>) => event.stopPropagation();

  const handleSelect = (action: DataTableRowAction<TRow>) => {
    close(true);
    action.onClick(row);
  };

  return (
    <span>
      <IconButton
        ref={triggerRef}
        label={t`Actions for ${rowLabel}`}
        icon={<MoreVertical size={18} aria-hidden="true" />}
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={handleTriggerClick}
        onKeyDown={handleTriggerKeyDown}
      />
      {open &&
        createPortal(
          <StyledMenu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={t`Actions for ${rowLabel}`}
            $placement={position?.placement ?? 'below'}
            style={{ top: position?.top ?? 0, left: position?.left ?? 0, visibility: position ? 'visible' : 'hidden' }}
            onKeyDown={handleMenuKeyDown}
            onClick={handleMenuClick}
          >
            {actions.map((action, index) => (
              <StyledMenuItem
                key={action.label}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === activeIndex ? 0 : -1}
                $tone={action.tone ?? 'default'}
                onClick={() => handleSelect(action)}
                onFocus={() => setActiveIndex(index)}
              >
                {action.icon}
                {action.label}
              </StyledMenuItem>
            ))}
          </StyledMenu>,
          document.body,
        )}
    </span>
  );
}
