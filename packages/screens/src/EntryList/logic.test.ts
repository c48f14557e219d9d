import { describe, expect, it } from 'vitest';
import type { Entry } from '@app/contract';
import { entryFormValues, selectOptions } from './logic';

const entry: Entry = {
  id: 'ent-1',
  type: 'Redbook',
  accessValue: '@goldenlotus',
  createdAt: '2026-08-19T03:00:00.000Z',
  tenantId: 'tnt-1',
  campaignId: 'cmp-1',
  tenant: { id: 'tnt-1' },
  campaign: { id: 'cmp-1' },
};

describe('entryFormValues', () => {
  it('loads the entry into the form fields', () => {
    expect(entryFormValues(entry)).toEqual({
      accessValue: '@goldenlotus',
      type: 'Redbook',
      tenantId: 'tnt-1',
      campaignId: 'cmp-1',
    });
  });

  it('falls back to the nested tenant and campaign ids', () => {
    expect(entryFormValues({ ...entry, tenantId: '', campaignId: '' })).toMatchObject({
      tenantId: 'tnt-1',
      campaignId: 'cmp-1',
    });
  });
});

describe('selectOptions', () => {
  const tenants = [
    { id: 'tnt-1', name: 'Golden Lotus' },
    { id: 'tnt-2', name: 'Kampung Kitchen' },
  ];

  it('offers the records by name', () => {
    expect(selectOptions(tenants)).toEqual([
      { value: 'tnt-1', label: 'Golden Lotus' },
      { value: 'tnt-2', label: 'Kampung Kitchen' },
    ]);
  });

  it('keeps an unknown current id selectable', () => {
    expect(selectOptions(tenants, 'tnt-9').at(-1)).toEqual({ value: 'tnt-9', label: 'tnt-9' });
    expect(selectOptions(tenants, 'tnt-2')).toHaveLength(2);
  });
});
