import { describe, expect, it } from 'vitest';
import * as contract from './index';
import {
  API_ERRORS,
  ERROR_TEXTS,
  FIELD_LABELS,
  apiErrorBody,
  errorText,
  isErrorTextCode,
  matchErrorText,
  type ErrorTextCode,
} from './errors';

/** A value for each param name the table uses. */
export const SAMPLE_PARAMS: Record<string, string> = {
  field: 'Campaign Name',
  max: '200',
  min: '8',
  values: 'TikTok, Redbook',
  columns: 'name, createdAt',
  path: 'keyword.0',
  quota: '2 GiB',
  problem: 'the database cannot be reached',
  platform: '"Friendster"',
  status: 'archived',
};

const paramNames = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** Every message string inside a valibot schema (its own, its pipe's, its entries', its items'…). */
function schemaMessages(root: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const record = value as Record<string, unknown>;
    if ('kind' in record && typeof record.message === 'string') found.push(record.message);
    for (const child of Object.values(record)) visit(child);
  };
  visit(root);
  return found;
}

const isSchema = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

describe('the error table', () => {
  it('has one text per code, and no text twice', () => {
    const texts = Object.values(ERROR_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds the code and params of every text filled with sample params', () => {
    for (const [code, text] of Object.entries(ERROR_TEXTS) as [ErrorTextCode, string][]) {
      const names = paramNames(text);
      for (const name of names) expect(SAMPLE_PARAMS, `${code}: a sample for {${name}}`).toHaveProperty(name);
      const params = Object.fromEntries(names.map((name) => [name, SAMPLE_PARAMS[name]!]));
      const filled = (errorText as (code: string, params?: object) => string)(code, names.length ? params : undefined);
      expect(filled).not.toContain('{');
      expect(matchErrorText(filled), filled).toEqual(names.length ? { code, params } : { code });
    }
  });

  it('builds answer bodies: the message, the code and the params given', () => {
    expect(apiErrorBody('unauthorized')).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    expect(apiErrorBody('storage_full', { quota: '500 MiB' })).toEqual({
      message:
        'Storage is full: each business may keep 500 MiB of files. Delete assets you no longer need and try again.',
      code: 'storage_full',
      params: { quota: '500 MiB' },
    });
    expect(apiErrorBody('field_too_long', { field: 'Title', max: 200 }).message).toBe(
      'Title must be at most 200 characters',
    );
    expect(isErrorTextCode('field_required')).toBe(true);
    expect(isErrorTextCode('toString')).toBe(false);
    expect(Object.keys(API_ERRORS).length).toBeGreaterThan(50);
  });

  it('knows no other text, and takes only known field labels', () => {
    expect(matchErrorText('Email already in use')).toBeUndefined();
    expect(matchErrorText('Favourite Colour is required')).toBeUndefined();
    expect(matchErrorText('Name is required')).toEqual({ code: 'field_required', params: { field: 'Name' } });
    expect(matchErrorText('Keywords must each be at most 100 characters')).toEqual({
      code: 'field_each_too_long',
      params: { field: 'Keywords', max: '100' },
    });
  });

  it('has every message of every schema of the contract, with field labels it knows', () => {
    const schemas = Object.entries(contract).filter(([, value]) => isSchema(value));
    const lists = Object.values(contract.listQuerySchemas);
    const messages = new Set([...schemas.map(([, schema]) => schema), ...lists].flatMap(schemaMessages));
    expect(messages.size).toBeGreaterThan(80);
    const unknown = [...messages].filter((message) => matchErrorText(message) === undefined);
    expect(unknown).toEqual([]);
    const labels = new Set(
      [...messages].map((message) => matchErrorText(message)?.params?.field).filter((label) => label !== undefined),
    );
    // every label of the list is used: no label the client would translate for nothing
    expect([...FIELD_LABELS].filter((label) => !labels.has(label))).toEqual([]);
  });
});
