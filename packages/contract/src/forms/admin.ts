/**
 * Form-shaped schemas of the administrator's management screens (admins, tenants), derived from the request body
 * schemas. Their outputs are exactly what the screens hand to the app: the API body of SPEC section 7 (and, for a
 * tenant, the QR link chosen in the same form, which the app assigns with POST /link/assign afterwards).
 */
import * as v from 'valibot';
import {
  adminCreateBodySchema,
  adminUpdateBodySchema,
  tenantCreateBodySchema,
  tenantUpdateBodySchema,
  type AdminUpdateBody,
  type TenantCreateBody,
  type TenantUpdateBody,
} from '../schemas';

/** Drops a blank (undefined) password, so an edit that leaves it blank does not send it (SPEC section 5). */
function withoutBlankPassword<T extends { password?: string | undefined }>(body: T): T {
  const { password, ...rest } = body;
  return (password === undefined ? rest : { ...rest, password }) as T;
}

/** The admin create form: every field required, status defaulting to active. Its output is the POST /admin body. */
export const adminCreateFormSchema = adminCreateBodySchema;

/** The admin edit form: the same fields; a blank password is left out of the PATCH body. */
export const adminUpdateFormSchema = v.pipe(
  adminUpdateBodySchema,
  v.transform((body): AdminUpdateBody => withoutBlankPassword(body)),
);

/** The values an admin form holds. */
export interface AdminFormValues {
  name: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  status: 'active' | 'inactive';
}

const linkChoiceField = v.optional(
  v.pipe(
    v.nullable(v.string('QR Link must be text')),
    v.transform((value): string | null => (value === null || value.trim() === '' ? null : value.trim())),
  ),
  null,
);

/** What a tenant form submits: the API body and the chosen QR link's uuid (null for "No link"). */
export interface TenantFormOutput<TBody> {
  body: TBody;
  linkUuid: string | null;
}

/** The tenant create form: the POST /tenant body (logo key or null) plus the chosen QR link. */
export const tenantCreateFormSchema = v.pipe(
  v.object({ ...tenantCreateBodySchema.entries, linkUuid: linkChoiceField }),
  v.transform(({ linkUuid, ...body }): TenantFormOutput<TenantCreateBody> => ({ body, linkUuid })),
);

/** The tenant edit form: the PATCH body (logo key or null; the password only when one was typed) plus the QR link. */
export const tenantUpdateFormSchema = v.pipe(
  v.object({ ...tenantUpdateBodySchema.entries, linkUuid: linkChoiceField }),
  v.transform(({ linkUuid, ...body }): TenantFormOutput<TenantUpdateBody> => ({
    body: withoutBlankPassword(body),
    linkUuid,
  })),
);

/** The values a tenant form holds. `logo` is the stored object key (or a full URL) or null; `linkUuid` "" is no link. */
export interface TenantFormValues {
  name: string;
  industry_type: string;
  address: string;
  email: string;
  phone: string;
  password: string;
  logo: string | null;
  linkUuid: string;
}
