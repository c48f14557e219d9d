import { useRef, type MouseEvent, type ReactNode } from 'react';
import { X } from '../icons';
import { tabbables, useFocusTrap } from '../Modal/useFocusTrap';
import { StyledClose, StyledPanel, StyledScrim } from './SidebarDrawer.styles';

export interface SidebarDrawerProps {
  /** The panel's id, named by the menu button's aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** The drawer's accessible name. */
  label: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The sidebar as an off-canvas drawer (the phone layout): slides in over a dimmed page, traps focus while open,
 * closes on Esc, on its close button, on a tap outside and when a link in it is followed; the page behind does not
 * scroll, and focus goes back to the menu button.
 */
export function SidebarDrawer({ id, open, onClose, label, closeLabel, children }: SidebarDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, {
    onEscape: onClose,
    initialFocus: (panel) => tabbables(panel)[0] ?? panel,
  });

  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  const state = open ? 'open' : 'closed';
  return (
    <>
      <StyledScrim $state={state} data-testid="drawer-scrim" onClick={onClose} />
      <StyledPanel
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        $state={state}
        data-state={state}
        onClick={handlePanelClick}
      >
        <StyledClose type="button" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </StyledClose>
        {children}
      </StyledPanel>
    </>
  );
}
