/**
 * The product's feedback texts in the user's language: one short, consistent sentence after every change
 * ("Campaign created", "3 contents deleted") and the failure text of every action (SPEC section 8). Components take
 * them from `useSuccessMessage()` / `useFailureMessage()`, which follow the language switch.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { errorMessage } from './errorMessages';

/**
 * Every success the product reports, by what it is about and what happened to it. Counted ones are ICU plurals
 * over `count` ("Campaign deleted", "3 campaigns deleted").
 */
const SUCCESS = {
  admin: { created: msg`Admin created`, updated: msg`Admin updated` },
  tenant: { created: msg`Tenant created`, updated: msg`Tenant updated` },
  user: { created: msg`User created`, updated: msg`User updated` },
  link: {
    assigned: msg`Link assigned`,
    deleted: msg`Link deleted`,
    added: msg`Link added`,
    labelled: msg`Label saved`,
    generated: msg({ message: '{count, plural, one {Link generated} other {# links generated}}' }),
  },
  qrCode: { exported: msg`QR codes exported` },
  campaign: {
    created: msg`Campaign created`,
    updated: msg`Campaign updated`,
    deleted: msg({ message: '{count, plural, one {Campaign deleted} other {# campaigns deleted}}' }),
  },
  content: {
    created: msg`Content created`,
    updated: msg`Content updated`,
    deleted: msg({ message: '{count, plural, one {Content deleted} other {# contents deleted}}' }),
  },
  asset: {
    created: msg`Asset created`,
    updated: msg`Asset updated`,
    deleted: msg({ message: '{count, plural, one {Asset deleted} other {# assets deleted}}' }),
  },
  entry: {
    created: msg`Entry created`,
    updated: msg`Entry updated`,
    deleted: msg({ message: '{count, plural, one {Entry deleted} other {# entries deleted}}' }),
  },
  platform: { added: msg`Platform added` },
  post: { generated: msg({ message: '{count, plural, one {Post generated} other {# posts generated}}' }) },
  text: { copied: msg`Text copied` },
  picture: {
    downloaded: msg({ message: '{count, plural, one {Picture downloaded} other {# pictures downloaded}}' }),
  },
} satisfies Record<string, Record<string, MessageDescriptor>>;

export type SuccessSubject = keyof typeof SUCCESS;
export type SuccessAction<Subject extends SuccessSubject> = keyof (typeof SUCCESS)[Subject];

/**
 * "Campaign created" for one record, "3 campaigns deleted" for several; `count` defaults to one, and a count below
 * one is treated as one (a success always concerns something).
 */
export function successText<Subject extends SuccessSubject>(
  i18n: I18n,
  subject: Subject,
  action: SuccessAction<Subject>,
  count = 1,
): string {
  const descriptor = SUCCESS[subject][action] as MessageDescriptor;
  // a named descriptor: Lingui's extractor reads an object literal given to `i18n._` as a message of its own
  const counted: MessageDescriptor = { ...descriptor, values: { count: Math.max(1, count) } };
  return i18n._(counted);
}

/** `successText` in the language on screen. */
export function useSuccessMessage() {
  const { i18n } = useLingui();
  return <Subject extends SuccessSubject>(subject: Subject, action: SuccessAction<Subject>, count?: number) =>
    successText(i18n, subject, action, count);
}

/** A failure text: a translated descriptor, or a text already in the user's language (such as a server's message). */
export type FailureFallback = MessageDescriptor | string;

/**
 * The text a user sees for a failure: the translation of the server's error code when it has one, otherwise the
 * server's own message, otherwise the screen's fallback for that situation (SPEC section 8), translated.
 */
export function failureText(i18n: I18n, error: unknown, fallback: FailureFallback): string {
  if (typeof error === 'object' && error !== null) {
    const known = errorMessage(i18n, error);
    if (known !== undefined) return known;
    if ('serverMessage' in error) {
      const { serverMessage } = error;
      if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
    }
  }
  return typeof fallback === 'string' ? fallback : i18n._(fallback);
}

/** `failureText` in the language on screen. */
export function useFailureMessage() {
  const { i18n } = useLingui();
  return (error: unknown, fallback: FailureFallback) => failureText(i18n, error, fallback);
}
