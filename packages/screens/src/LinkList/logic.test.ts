import { describe, expect, it } from 'vitest';
import type { Link } from '@app/contract';
import { assignableTenants, canAssign } from './logic';

function link(uuid: string, status: string, tenant: Link['tenant'] = null): Link {
  return {
    uuid,
    name: `QR-${uuid}`,
    label: '',
    status,
    full_url: `https://qr.example.com/q/${uuid}`,
    tenant,
    createdAt: '2026-01-05T08:00:00.000Z',
  };
}

const held = { uuid: 'l-1', name: 'QR-l-1', label: '', status: 'Assigned', full_url: 'https://qr.example.com/q/l-1' };

describe('canAssign', () => {
  it('offers Assign on Vacant links only', () => {
    expect(canAssign({ status: 'Vacant' })).toBe(true);
    expect(canAssign({ status: 'Assigned' })).toBe(false);
    expect(canAssign({ status: 'vacant' })).toBe(false);
  });
});

describe('assignableTenants', () => {
  const tenants = [
    { id: 't-3', name: 'Kopi Kita', links: [] },
    { id: 't-1', name: '金龙茶餐厅', links: [held] },
    { id: 't-2', name: 'Bloom Florist', links: [] },
  ];
  it('excludes tenants that already hold a link, by their own links', () => {
    expect(assignableTenants(tenants, []).map((tenant) => tenant.id)).toEqual(['t-2', 't-3']);
  });
  it("excludes tenants named as a link's tenant", () => {
    expect(
      assignableTenants(tenants, [link('l-2', 'Assigned', { id: 't-3', name: 'Kopi Kita' })]).map(
        (tenant) => tenant.id,
      ),
    ).toEqual(['t-2']);
  });
  it('offers every tenant when nobody holds a link', () => {
    expect(assignableTenants([{ id: 'a', name: 'A', links: [] }], [link('l-9', 'Vacant')])).toHaveLength(1);
  });
});
