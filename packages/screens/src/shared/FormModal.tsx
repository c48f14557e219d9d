import { useId, type FormEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Modal } from '@app/ui';
import { StyledFormBody } from './FormModal.styles';

export interface FormModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** "Create" in create mode, "Save" in edit mode, unless the screen names it otherwise. */
  submitLabel: string;
  canSubmit: boolean;
  submitting?: boolean;
  /** A reason the submit button is busy (for example "Uploading…"), shown on it. */
  busyLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The create/edit modal of every list screen: the fields, then Cancel and the submit button in the footer. */
export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  canSubmit,
  submitting = false,
  busyLabel,
  size = 'md',
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size={size}
      closeOnBackdropClick={false}
      closeDisabled={submitting}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={!canSubmit} loading={submitting}>
            {busyLabel ?? submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <StyledFormBody>{children}</StyledFormBody>
      </form>
    </Modal>
  );
}
