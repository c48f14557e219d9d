/**
 * The request's fields as every post may print them: a customer's post without the clauses that carry contact
 * details, any post without a clause that claims to be genuine.
 */
import type { Platform } from '@app/contract';
import { hasClaim } from './checks/patterns';
import { cleanField, withoutContacts } from './text';
import type { GeneratorInput } from './types';

/** Whether the post speaks as a customer: every platform's but a Facebook post for the business's own Page. */
export function customerVoice(input: GeneratorInput, platform: Platform): boolean {
  return platform !== 'Facebook' || input.voice !== 'business';
}

export function withoutClaims(value: string): string {
  if (!hasClaim(value)) return value;
  return cleanField(
    value
      .split(/([;；。！？!?\n]+|\.\s+|[,，、](?=\s|\p{Script=Han}|$))/u)
      .filter((clause, k) => k % 2 === 1 || !hasClaim(clause))
      .join('')
      .replace(/\s+/g, ' '),
  );
}

const TEXT_FIELDS = [
  'productType',
  'productName',
  'targetAudience',
  'benefits',
  'promotion',
  'location',
  'additionalDetails',
] as const;

/** The request with the clauses that carry contact details taken out of every field the post may print. */
export function briefWithoutContacts(input: GeneratorInput): GeneratorInput {
  const out: GeneratorInput = { ...input };
  for (const field of TEXT_FIELDS) out[field] = withoutContacts(cleanField(input[field]));
  out.businessName = withoutContacts(cleanField(input.businessName ?? ''));
  out.photoNotes = (input.photoNotes ?? []).map((note) => withoutContacts(cleanField(note)));
  out.keywords = (Array.isArray(input.keywords) ? input.keywords : []).filter(
    (keyword) => typeof keyword === 'string' && withoutContacts(keyword) === cleanField(keyword),
  );
  return out;
}
