import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { StyledMessage } from './ConfirmDialog.styles';
import { useLingui } from '@lingui/react/macro';

export type ConfirmDialogTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question or statement to confirm: a string (shown as a paragraph) or any content. */
  message: ReactNode;
  /** The dialog's heading. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' shows the confirm button as a destructive action. */
  tone?: ConfirmDialogTone;
  /** The confirmed action is running: the confirm button shows a spinner and nothing closes the dialog. */
  confirming?: boolean;
  onConfirm: () => void;
  /** Called on Cancel, Esc, the close button and a backdrop click. */
  onCancel: () => void;
}

const confirmVariant = { default: 'primary', danger: 'danger' } as const;

/** A small modal that asks the user to confirm an action. */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  confirming = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const { t } = useLingui();

  const handleConfirm = () => {
    if (!confirming) onConfirm();
  };

  return (
    <Modal
      open={open}
      title={title ?? t`Please confirm`}
      size="sm"
      onClose={onCancel}
      closeDisabled={confirming}
      describedBy={messageId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={confirming}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={confirmVariant[tone]} onClick={handleConfirm} loading={confirming}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    >
      <StyledMessage id={messageId}>{typeof message === 'string' ? <p>{message}</p> : message}</StyledMessage>
    </Modal>
  );
}
