import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** A text a screen hands to a component: already in the user's language, or a message translated where shown. */
export type Text = string | MessageDescriptor;

/** Turns a `Text` into the string on screen, in the language on screen. */
export function useText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => (typeof text === 'string' ? text : i18n._(text));
}
