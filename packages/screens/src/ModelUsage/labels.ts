import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GeneratorRefusal } from '@app/contract';

/** Why the model gave no post, in a few words for the usage table. */
export const REFUSAL_SHORT_LABELS: Record<GeneratorRefusal, MessageDescriptor> = {
  language: msg`wrong language`,
  facts: msg`facts not in the brief`,
  claims: msg`claims to be genuine`,
  'off-topic': msg`off topic`,
  spam: msg`emoji or stars`,
  duplicate: msg`repeats`,
  time: msg`out of time`,
  unavailable: msg`no answer`,
  format: msg`layout`,
  contact: msg`contact details`,
  'no-post': msg`no post`,
};
