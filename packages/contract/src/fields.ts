/**
 * The field rules every request-body schema is built from: trimmed texts with limits, emails, passwords, keyword
 * lists and id lists, each with a message that names its field.
 */
import * as v from 'valibot';
import { splitKeywords } from './keywords';

export const ID_LIST_MAX = 1000;
export const SHORT = 200;
export const LONG = 5000;
export const CONTENT_TEXT_MAX = 20000;
export const KEYWORDS_MAX = 50;
export const KEYWORD_LENGTH_MAX = 100;

/** A required text field: a string, trimmed, not empty. */
export function requiredText(label: string, max = SHORT) {
  return v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

/** Optional free text (may be blank); missing becomes "". */
export function optionalText(label: string, max = SHORT) {
  return v.optional(
    v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)),
    '',
  );
}

/** Optional text that may be null; blank becomes null. */
export function nullableText(label: string, max = 2048) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text`),
        v.trim(),
        v.maxLength(max, `${label} must be at most ${max} characters`),
        v.transform((value): string | null => (value === '' ? null : value)),
      ),
    ),
  );
}

export function emailField(label = 'Email') {
  return v.pipe(requiredText(label, 254), v.email(`${label} must be a valid email address`));
}

/** Passwords set from now on: 8 to 256 characters as a person counts them (graphemeCount; accounts created before keep theirs, see `passwordField`). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/**
 * The characters of a text as a person counts them (grapheme clusters, Intl.Segmenter): 4 emoji are 4, though
 * JavaScript's `length` counts 8. A password's length rules count these.
 */
export function graphemeCount(value: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter().segment(value)) count += 1;
  return count;
}

const passwordTooShort = (label: string) => `${label} must be at least ${PASSWORD_MIN} characters`;
const passwordTooLong = (label: string) => `${label} must be at most ${PASSWORD_MAX} characters`;

/**
 * The password typed to sign in: required, and no longer than any password that can be set. No minimum: accounts
 * whose password predates the 8-character rule still sign in.
 */
export function passwordField(label = 'Password') {
  return v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.check((value) => value.trim() !== '', `${label} is required`),
    v.maxGraphemes(PASSWORD_MAX, passwordTooLong(label)),
  );
}

/** A password being set (a new account): required, 8 to 256 characters. */
export function newPasswordField(label = 'Password') {
  return v.pipe(passwordField(label), v.minGraphemes(PASSWORD_MIN, passwordTooShort(label)));
}

/** A password on edit: blank or missing means "unchanged" (undefined); a typed one is 8 to 256 characters. */
export function optionalPasswordField(label = 'Password') {
  return v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.transform((value): string | undefined => (value.trim() === '' ? undefined : value)),
      v.check((value) => value === undefined || graphemeCount(value) >= PASSWORD_MIN, passwordTooShort(label)),
      v.check((value) => value === undefined || graphemeCount(value) <= PASSWORD_MAX, passwordTooLong(label)),
    ),
  );
}

/** Every keyword of a list is at most KEYWORD_LENGTH_MAX characters (each keyword list of the API applies it). */
export const keywordsFit = (label: string) =>
  v.check(
    (list: string[]) => list.every((item) => item.length <= KEYWORD_LENGTH_MAX),
    `${label} must each be at most ${KEYWORD_LENGTH_MAX} characters`,
  );

/**
 * Campaign and content keywords: a list of strings, or (the admin-side form) a comma-separated string.
 * Items are trimmed and empties are kept (SPEC section 5); at least one item must be non-blank.
 */
export function keywordField(label = 'Keywords') {
  return v.pipe(
    v.optional(v.union([v.array(v.string(`${label} must be text`)), v.string()], `${label} is required`), ''),
    v.transform((value) => (typeof value === 'string' ? splitKeywords(value) : value.map((item) => item.trim()))),
    v.check((list) => list.some((item) => item !== ''), `${label} is required`),
    v.maxLength(KEYWORDS_MAX, `${label} must have at most ${KEYWORDS_MAX} items`),
    keywordsFit(label),
  );
}

export function idList(label: string) {
  return v.pipe(
    v.array(requiredText(label, 100), `${label} must be a list of ids`),
    v.maxLength(ID_LIST_MAX, `${label} must have at most ${ID_LIST_MAX} items`),
  );
}

export function booleanField(label: string) {
  return v.boolean(`${label} must be true or false`);
}

/** A calendar day written YYYY-MM-DD that exists (not 2026-02-30). */
const isRealDay = (text: string): boolean => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

/** The years a date parameter may name: the product's own span (no two-digit year reaches the date arithmetic). */
export const DAY_YEARS = { min: 2000, max: 2100 } as const;

const inYears = (text: string): boolean => {
  const year = Number(text.slice(0, 4));
  return year >= DAY_YEARS.min && year <= DAY_YEARS.max;
};

/** An optional day of a date range (From, To), written YYYY-MM-DD, in the years 2000 to 2100. */
export const dayField = (label: 'From' | 'To') => {
  const message = `${label} must be a date written YYYY-MM-DD`;
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.isoDate(message),
      v.check(isRealDay, message),
      v.check(inYears, `${label} must be a date from ${DAY_YEARS.min} to ${DAY_YEARS.max}`),
    ),
  );
};
