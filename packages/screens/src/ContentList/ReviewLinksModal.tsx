import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReviewLink } from '@app/contract';
import { Button, Checkbox, Icons, Modal, TextField, intlLocale, notify } from '@app/ui';
import { failureText } from '../i18n';

/** The administrator's calls for one tenant's approval. */
export interface ReviewLinksApi {
  load: (tenantId: string) => Promise<{ approvalRequired: boolean; links: ReviewLink[] }>;
  create: (tenantId: string) => Promise<ReviewLink>;
  revoke: (id: string) => Promise<unknown>;
  setApprovalRequired: (tenantId: string, approvalRequired: boolean) => Promise<unknown>;
  /** Copies the new link's address (the clipboard by default). */
  copy?: (text: string) => Promise<void>;
}

const StyledBody = styled.div`
  display: grid;
  gap: 1rem;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.5rem;
  }

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
`;

export interface ReviewLinksModalProps {
  tenant: { id: string; name: string } | null;
  onClose: () => void;
  api: ReviewLinksApi;
}

/**
 * "Review by the owner": whether the agency's new posts for the tenant wait for approval, a new review link (valid
 * for 7 days; its address is shown once, to copy and send), and the open links, each revocable.
 */
export function ReviewLinksModal({ tenant, onClose, api }: ReviewLinksModalProps) {
  const { t, i18n } = useLingui();
  // what was loaded and the link just made, for which tenant: another tenant's show as loading and none
  const [loaded, setLoaded] = useState<{ id: string; approvalRequired: boolean; links: ReviewLink[] } | null>(null);
  const [made, setMade] = useState<{ id: string; url: string | null } | null>(null);
  const state = tenant && loaded?.id === tenant.id ? loaded : null;
  const created = tenant && made?.id === tenant.id ? made.url : null;
  const [busy, setBusy] = useState(false);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  const failed = (error: unknown) =>
    notify.error(failureText(i18n, error, i18n._(msg`That did not work. Please try again.`)));

  const tenantId = tenant?.id;
  const reload = useCallback(async () => {
    if (tenantId) setLoaded({ id: tenantId, ...(await api.load(tenantId)) });
  }, [api, tenantId]);
  useEffect(() => {
    if (!tenantId) return undefined;
    let live = true;
    api.load(tenantId).then(
      (found) => live && setLoaded({ id: tenantId, ...found }),
      (error: unknown) =>
        live && notify.error(failureText(i18n, error, i18n._(msg`That did not work. Please try again.`))),
    );
    return () => {
      live = false;
    };
  }, [api, tenantId, i18n]);

  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await step();
      await reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const copy = api.copy ?? ((text: string) => navigator.clipboard.writeText(text));

  return (
    <Modal open={tenant !== null} title={t`Review by ${tenant?.name ?? ''}`} onClose={onClose} closeDisabled={busy}>
      <StyledBody>
        <Checkbox
          label={t`New posts written by the agency wait for the owner's approval`}
          checked={state?.approvalRequired ?? true}
          disabled={state === null || busy}
          onChange={(on) => void run(() => api.setApprovalRequired(tenant!.id, on))}
        />
        <div>
          <Button
            icon={<Icons.Link size={16} aria-hidden="true" />}
            loading={busy}
            disabled={state === null}
            onClick={() =>
              void run(async () => {
                const link = await api.create(tenant!.id);
                setMade({ id: tenant!.id, url: link.url ?? null });
              })
            }
          >
            {t`Create review link`}
          </Button>
        </div>
        {created && (
          <div>
            <TextField label={t`Send this link to the owner (valid for 7 days)`} value={created} readOnly />
            <Button
              variant="secondary"
              icon={<Icons.Copy size={16} aria-hidden="true" />}
              onClick={() =>
                copy(created).then(
                  () => notify.success(t`Link copied`),
                  () => notify.error(t`The link could not be copied. Select it and copy it by hand.`),
                )
              }
            >
              {t`Copy link`}
            </Button>
          </div>
        )}
        <section aria-label={t`Open review links`}>
          <h3>{t`Open review links`}</h3>
          {state && state.links.length === 0 && <p>{t`No open review links.`}</p>}
          <ul>
            {state?.links.map((link) => (
              <li key={link.id}>
                <span>{t`Expires ${date.format(new Date(link.expiresAt))}`}</span>
                <Button size="sm" variant="danger" disabled={busy} onClick={() => void run(() => api.revoke(link.id))}>
                  {t`Revoke`}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </StyledBody>
    </Modal>
  );
}
