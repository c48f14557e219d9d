import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  joinKeywords,
  type Content,
  type ContentFormOutput,
  type ContentFormValues,
  type ContentBody,
  type ContentStatus,
} from '@app/contract';

/** The Create Content form's draft, kept through an expired session. */
export const CONTENT_FORM_DRAFT = 'content';

/** The body of POST /content and PATCH /content/one/{id} as the content list sends it (SPEC section 7). */
export interface ContentRequestBody {
  title: string;
  text: string;
  img: string | null;
  /** Not sent for a pending post: its status changes only by the owner's decision (the server answers 409). */
  status?: ContentBody['status'];
  isRedirected: boolean;
  keyword: string[];
}

/** A content's status as shown (the status badge, the form's Status select). */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Waiting for approval`,
  archived: msg`Archived`,
};

/** The Is Redirected column. */
export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}

/** A content loaded into the form: its keywords joined by ", ". */
export function contentFormValues(content: Content): ContentFormValues {
  return {
    title: content.title,
    text: content.text,
    // a pending post leaves pending only by the owner's decision: the server keeps it so whatever the form says
    status: content.status === 'pending' ? 'active' : content.status,
    isRedirected: content.isRedirected,
    keyword: joinKeywords(content.keyword),
  };
}

/** The request body from the form: the image is not edited here, so an edit keeps the content's own and a new one has none. */
export function contentRequestBody(values: ContentFormOutput, editing: Content | null): ContentRequestBody {
  return {
    title: values.title,
    text: values.text,
    img: editing ? editing.img : null,
    ...(editing?.status === 'pending' ? {} : { status: values.status }),
    isRedirected: values.isRedirected,
    keyword: values.keyword,
  };
}
