import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminCreateFormSchema, adminUpdateFormSchema, tenantCreateFormSchema, tenantUpdateFormSchema } from './admin';

/** The first message of each failing field, as a form shows it. */
function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  const byField = new Map<string, string>();
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField.values()];
}

const admin = {
  name: ' Aisyah ',
  username: 'aisyah',
  email: 'aisyah@example.com',
  phone: '+60 12-345 6789',
  password: 'secret-1',
  status: 'active',
};

describe('adminCreateFormSchema', () => {
  it('gives the POST /admin body, trimmed', () => {
    expect(v.parse(adminCreateFormSchema, admin)).toEqual({ ...admin, name: 'Aisyah' });
  });
  it('requires name, username, email, phone and password on create', () => {
    expect(
      messages(adminCreateFormSchema, {
        name: '',
        username: ' ',
        email: '',
        phone: '',
        password: '  ',
        status: 'active',
      }),
    ).toEqual([
      'Name is required',
      'Username is required',
      'Email is required',
      'Phone is required',
      'Password is required',
    ]);
  });
});

describe('adminUpdateFormSchema', () => {
  it('leaves a blank password out of the body', () => {
    const out = v.parse(adminUpdateFormSchema, { ...admin, password: '   ', status: 'inactive' });
    expect(out).toEqual({
      name: 'Aisyah',
      username: 'aisyah',
      email: 'aisyah@example.com',
      phone: '+60 12-345 6789',
      status: 'inactive',
    });
    expect('password' in out).toBe(false);
  });
  it('sends a typed password', () => {
    expect(v.parse(adminUpdateFormSchema, { ...admin, password: 'new-pass' }).password).toBe('new-pass');
  });
  it('still requires the other fields', () => {
    expect(messages(adminUpdateFormSchema, { ...admin, name: ' ', email: 'not-an-email', password: '' })).toEqual([
      'Name is required',
      'Email must be a valid email address',
    ]);
  });
});

const tenant = {
  name: '金龙茶餐厅',
  industry_type: 'F&B',
  address: '12 Jalan Alor, Kuala Lumpur',
  email: 'hello@golddragon.my',
  phone: '+60 3-2141 8888',
  password: 'pw-12345',
  logo: null,
  linkUuid: '',
};

describe('tenantCreateFormSchema', () => {
  it('splits the POST /tenant body from the chosen link', () => {
    expect(v.parse(tenantCreateFormSchema, { ...tenant, logo: 'campaign-media/logo.png', linkUuid: 'l-1' })).toEqual({
      body: {
        name: tenant.name,
        industry_type: 'F&B',
        address: tenant.address,
        email: tenant.email,
        phone: tenant.phone,
        password: 'pw-12345',
        logo: 'campaign-media/logo.png',
      },
      linkUuid: 'l-1',
    });
  });
  it('sends logo null and no link when none was chosen', () => {
    const out = v.parse(tenantCreateFormSchema, tenant);
    expect(out.linkUuid).toBeNull();
    expect(out.body.logo).toBeNull();
    expect(Object.keys(out.body).sort()).toEqual([
      'address',
      'email',
      'industry_type',
      'logo',
      'name',
      'password',
      'phone',
    ]);
  });
  it('requires every text field and the password on create', () => {
    expect(
      messages(tenantCreateFormSchema, {
        name: '',
        industry_type: '',
        address: '',
        email: '',
        phone: '',
        password: '',
        logo: null,
        linkUuid: '',
      }),
    ).toEqual([
      'Name is required',
      'Industry Type is required',
      'Address is required',
      'Email is required',
      'Phone is required',
      'Password is required',
    ]);
  });
});

describe('tenantUpdateFormSchema', () => {
  it('makes the password optional and leaves it out when blank', () => {
    const out = v.parse(tenantUpdateFormSchema, { ...tenant, password: '' });
    expect(out.body).toEqual({
      name: tenant.name,
      industry_type: 'F&B',
      address: tenant.address,
      email: tenant.email,
      phone: tenant.phone,
      logo: null,
    });
    expect('password' in out.body).toBe(false);
  });
  it('sends a typed password and the chosen link', () => {
    const out = v.parse(tenantUpdateFormSchema, { ...tenant, password: 'changed-1', linkUuid: ' l-9 ' });
    expect(out.body.password).toBe('changed-1');
    expect(out.linkUuid).toBe('l-9');
  });
});
