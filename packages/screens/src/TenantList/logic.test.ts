import { describe, expect, it } from 'vitest';
import type { Link, TenantLink } from '@app/contract';
import { linkChoices, linkToAssign, qrLinkName } from './logic';

function link(uuid: string, name: string, status: string, tenant: Link['tenant'] = null): Link {
  return {
    uuid,
    name,
    label: '',
    status,
    full_url: `https://qr.example.com/q/${uuid}`,
    tenant,
    createdAt: '2026-01-05T08:00:00.000Z',
  };
}

const current: TenantLink = {
  uuid: 'l-2',
  name: 'QR-0002',
  label: '',
  status: 'Assigned',
  full_url: 'https://qr.example.com/q/l-2',
};
const links = [
  link('l-10', 'QR-0010', 'Vacant'),
  link('l-2', 'QR-0002', 'Assigned', { id: 't-1', name: 'Kopi Kita' }),
  link('l-3', 'QR-0003', 'Assigned', { id: 't-2', name: '金龙茶餐厅' }),
  link('l-4', 'QR-0004', 'Vacant'),
];

describe('qrLinkName', () => {
  it('names the first link, or shows a dash', () => {
    expect(qrLinkName({ links: [current] })).toBe('QR-0002');
    expect(qrLinkName({ links: [] })).toBe('—');
  });
  it('says how many more links the tenant holds (its tables and counters)', () => {
    expect(qrLinkName({ links: [current, { ...current, uuid: 'l-3', name: 'QR-0003' }] })).toBe('QR-0002 +1');
  });
});

describe('linkChoices', () => {
  it('offers the Vacant links only when creating', () => {
    expect(linkChoices(links, null)).toEqual([
      { value: 'l-4', label: 'QR-0004' },
      { value: 'l-10', label: 'QR-0010' },
    ]);
  });
  it("adds the tenant's current link first when editing", () => {
    expect(linkChoices(links, { links: [current] }).map((choice) => choice.value)).toEqual(['l-2', 'l-4', 'l-10']);
  });
  it('never offers a link another tenant holds', () => {
    expect(linkChoices(links, { links: [] }).map((choice) => choice.value)).not.toContain('l-3');
  });
});

describe('linkToAssign', () => {
  it('assigns a newly chosen link', () => {
    expect(linkToAssign('l-4', null)).toBe('l-4');
    expect(linkToAssign('l-4', { links: [current] })).toBe('l-4');
  });
  it('asks for nothing when the current link is kept or no link is chosen', () => {
    expect(linkToAssign('l-2', { links: [current] })).toBeNull();
    expect(linkToAssign(null, { links: [current] })).toBeNull();
  });
});
