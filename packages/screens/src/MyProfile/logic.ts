import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOGO_MIME_TYPES, MAX_UPLOAD_BYTES, type Tenant } from '@app/contract';

export const LOGO_TOO_LARGE_MESSAGE = msg`File too large. Max 5MB`;
export const LOGO_WRONG_TYPE_MESSAGE = msg`Only JPG and PNG are allowed`;
export const LOGO_UPLOAD_FAILED_MESSAGE = msg`Logo upload failed`;
export const PROFILE_UPDATED_MESSAGE = msg`Profile updated successfully`;
export const PROFILE_UPDATE_FAILED_MESSAGE = msg`Update failed`;

/** What the profile form holds; `logo` is the stored key or URL, "" for none. */
export interface ProfileFormValues {
  name: string;
  industry_type: string;
  address: string;
  email: string;
  phone: string;
  logo: string;
}

export function profileFormValues(tenant: Tenant | null): ProfileFormValues {
  return {
    name: tenant?.name ?? '',
    industry_type: tenant?.industry_type ?? '',
    address: tenant?.address ?? '',
    email: tenant?.email ?? '',
    phone: tenant?.phone ?? '',
    logo: tenant?.logo ?? '',
  };
}

/** Why a chosen logo is refused (type first, then size), to translate where shown, or null when it may be uploaded. */
export function logoFileProblem(file: { type: string; size: number }): MessageDescriptor | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return LOGO_WRONG_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return LOGO_TOO_LARGE_MESSAGE;
  return null;
}
