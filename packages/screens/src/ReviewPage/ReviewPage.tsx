import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Decision, DecisionBodyInput, ReviewPage as ReviewPageData } from '@app/contract';
import { Badge, Button, Checkbox, Icons, intlLocale } from '@app/ui';
import { InterfaceLanguage } from '../shared/InterfaceLanguage';
import { DecisionDialog } from '../shared/DecisionDialog';
import { languageLabel, platformLabel } from '../shared/platformLabels';
import {
  StyledActions,
  StyledBar,
  StyledMessage,
  StyledMeta,
  StyledPage,
  StyledPost,
  StyledTop,
} from './ReviewPage.styles';

/** What the page shows: loading, a link that does not work (by the server's code), or the posts. */
export type ReviewPageState =
  { kind: 'loading' } | { kind: 'failed'; code?: string } | { kind: 'ready'; page: ReviewPageData };

export interface ReviewPageProps {
  state: ReviewPageState;
  /** POST /public/review/{token}/decide. */
  onDecide: (body: DecisionBodyInput) => Promise<unknown>;
}

const FAILURES: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  review_link_expired: {
    title: msg`This review link has expired`,
    text: msg`Review links work for 7 days. Ask the agency to send you a new one; nothing was changed.`,
  },
  review_link_revoked: {
    title: msg`This review link has been withdrawn`,
    text: msg`The agency withdrew this link. Ask them for a new one if you still need to review posts; nothing was changed.`,
  },
  review_link_not_found: {
    title: msg`This review link is not valid`,
    text: msg`Check that you opened the whole link from the agency's message, or ask them to send it again.`,
  },
};
const UNAVAILABLE = {
  title: msg`The posts could not be loaded`,
  text: msg`Please check your connection and open the link again.`,
};

/**
 * The owner's review page, opened from a review link without signing in (phone first): the business's posts
 * waiting for approval, each approved or rejected on its own or several at once, with an optional comment.
 */
export function ReviewPage({ state, onDecide }: ReviewPageProps) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<{ ids: readonly string[]; decision: Decision } | null>(null);
  const top = (
    <div>
      <InterfaceLanguage />
    </div>
  );

  if (state.kind !== 'ready') {
    const failure = state.kind === 'failed' ? (FAILURES[state.code ?? ''] ?? UNAVAILABLE) : null;
    return (
      <StyledPage>
        {top}
        <StyledMessage role={failure ? 'alert' : 'status'}>
          {failure ? (
            <>
              <h1>{i18n._(failure.title)}</h1>
              <p>{i18n._(failure.text)}</p>
            </>
          ) : (
            <p>{t`Loading posts…`}</p>
          )}
        </StyledMessage>
      </StyledPage>
    );
  }

  const { page } = state;
  const ids = page.posts.map((post) => post.id);
  const chosen = ids.filter((id) => selected.has(id));
  const expires = new Intl.DateTimeFormat(intlLocale(i18n.locale), { dateStyle: 'medium' }).format(
    new Date(page.expiresAt),
  );
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <StyledPage>
      <StyledTop>
        <div>
          <h1>{t`Posts for ${page.tenant.name}`}</h1>
          <p>
            {page.posts.length > 0
              ? t`${page.posts.length} post(s) waiting for your approval. This link works until ${expires}.`
              : t`Nothing is waiting for you. Thank you!`}
          </p>
        </div>
        <InterfaceLanguage />
      </StyledTop>
      {page.posts.length > 1 && (
        <StyledBar aria-label={t`Several posts at once`}>
          <Checkbox
            label={t`Select all`}
            checked={chosen.length === ids.length}
            onChange={(on) => setSelected(on ? new Set(ids) : new Set())}
          />
          <Button
            size="sm"
            disabled={chosen.length === 0}
            onClick={() => setDeciding({ ids: chosen, decision: 'approve' })}
          >
            {t`Approve selected (${chosen.length})`}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={chosen.length === 0}
            onClick={() => setDeciding({ ids: chosen, decision: 'reject' })}
          >
            {t`Reject selected (${chosen.length})`}
          </Button>
        </StyledBar>
      )}
      {page.posts.map((post) => (
        <StyledPost key={post.id} aria-label={post.title}>
          <StyledMeta>
            {page.posts.length > 1 && (
              <Checkbox
                label={t`Select ${post.title}`}
                checked={selected.has(post.id)}
                onChange={(on) => toggle(post.id, on)}
              />
            )}
            {post.platform && <Badge tone="info">{platformLabel(i18n, post.platform)}</Badge>}
            {post.language && <Badge tone="neutral">{languageLabel(i18n, post.language)}</Badge>}
          </StyledMeta>
          <h2>{post.title}</h2>
          <p>{post.text}</p>
          <StyledActions>
            <Button
              icon={<Icons.CircleCheck size={16} aria-hidden="true" />}
              aria-label={t`Approve ${post.title}`}
              onClick={() => setDeciding({ ids: [post.id], decision: 'approve' })}
            >
              {t`Approve`}
            </Button>
            <Button
              variant="danger"
              icon={<Icons.X size={16} aria-hidden="true" />}
              aria-label={t`Reject ${post.title}`}
              onClick={() => setDeciding({ ids: [post.id], decision: 'reject' })}
            >
              {t`Reject`}
            </Button>
          </StyledActions>
        </StyledPost>
      ))}
      <DecisionDialog
        request={deciding}
        onClose={() => setDeciding(null)}
        onDecide={onDecide}
        onDone={() => setSelected(new Set())}
      />
    </StyledPage>
  );
}
