import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/**
 * Resets a form to `values` whenever `key` changes: the key says what the values hold (their JSON, say), because
 * callers build a new values object on every render. react-hook-form recomputes `isValid` after a reset, without
 * showing errors for fields not yet touched.
 */
export function useResetOnChange<TValues extends FieldValues>(
  reset: UseFormReset<TValues>,
  values: TValues,
  key: string,
): void {
  const load = useEffectEvent(() => reset(values));
  useEffect(() => load(), [key]);
}
