/** Approval in the content list and on the review page: the texts of a decision and of its failure. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONTENT_STATUSES, NOT_PENDING_CODE, type ContentEvent, type ContentStatus } from '@app/contract';
import type { MessageDescriptor } from '@lingui/core';
import { failureText } from '../i18n';

/** A post's status as the content list's badge names it. */
const STATUS_NOW: Record<ContentStatus, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Waiting for approval`,
  archived: msg`Archived`,
};

export const DECISION_FAILED = msg`The decision was not saved. Please try again.`;

/** A 409 of a post decided meanwhile: says what it is now, in the user's language; else the usual failure text. */
export function decisionFailure(i18n: I18n, error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === NOT_PENDING_CODE) {
    const params = 'params' in error ? (error.params as { status?: unknown } | undefined) : undefined;
    const status = CONTENT_STATUSES.find((known) => known === params?.status);
    if (status) {
      const now = i18n._(STATUS_NOW[status]);
      return i18n._(msg`This post was already decided and is now “${now}”. The list shows it as it is now.`);
    }
  }
  return failureText(i18n, error, DECISION_FAILED);
}

/** One step of a post's history, as a sentence. */
export function historyText(i18n: I18n, event: ContentEvent): string {
  const name = event.by.role === 'review_link' ? i18n._(msg`${event.by.name} (review link)`) : event.by.name;
  switch (event.action) {
    case 'created':
      return i18n._(msg`Created by ${name}`);
    case 'edited':
      return i18n._(msg`Edited by ${name}`);
    case 'approved':
      return i18n._(msg`Approved by ${name}`);
    case 'rejected':
      return i18n._(msg`Rejected by ${name}`);
  }
}
