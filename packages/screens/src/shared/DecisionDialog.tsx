import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { APPROVAL_COMMENT_MAX, type Decision, type DecisionBodyInput } from '@app/contract';
import { Button, Modal, TextArea, notify } from '@app/ui';
import { decisionFailure } from './approval';

export interface DecisionDialogProps {
  /** The posts to decide on; null: closed. */
  request: { ids: readonly string[]; decision: Decision } | null;
  onClose: () => void;
  onDecide: (body: DecisionBodyInput) => Promise<unknown>;
  /** After a saved decision (the selection is cleared). */
  onDone?: () => void;
}

/** "Approve 2 posts?" / "Reject 1 post?": an optional comment for the agency, then the decision. */
export function DecisionDialog({ request, onClose, onDecide, onDone }: DecisionDialogProps) {
  const { t, i18n } = useLingui();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setComment('');
    onClose();
  };
  const count = request?.ids.length ?? 0;
  const approving = request?.decision === 'approve';
  const submit = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await onDecide({ ids: [...request.ids], decision: request.decision, comment });
      notify.success(approving ? t`${count} approved` : t`${count} rejected`);
      onDone?.();
      close();
    } catch (error) {
      notify.error(decisionFailure(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={request !== null}
      title={approving ? t`Approve ${count} post(s)?` : t`Reject ${count} post(s)?`}
      onClose={close}
      closeDisabled={busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button variant={approving ? 'primary' : 'danger'} loading={busy} onClick={() => void submit()}>
            {approving ? t`Approve` : t`Reject`}
          </Button>
        </>
      }
    >
      <p>
        {approving
          ? t`Approved posts go live at once: customers who scan the QR code get them.`
          : t`Rejected posts are archived: no customer gets them.`}
      </p>
      <TextArea
        label={t`Comment (optional)`}
        rows={3}
        maxLength={APPROVAL_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
