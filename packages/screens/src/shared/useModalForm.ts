import { useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react';
import type * as v from 'valibot';
import { translateErrorText } from '../i18n/errorMessages';
import { useFormDraft } from './formDrafts';
import { useResetOnChange } from './useResetOnChange';

export interface UseModalFormOptions<TValues extends FieldValues, TOutput extends FieldValues> {
  schema: v.GenericSchema<TValues, TOutput>;
  /** Whether the modal is open: opening loads the values, closing resets the form (SPEC section 4). */
  open: boolean;
  /** The values of a new record. */
  emptyValues: TValues;
  /** The loaded values of the record being edited; absent in create mode. */
  editValues?: TValues | null;
  /** Names a create form whose unsaved values outlive an expired session (restored after signing in again). */
  draftKey?: string;
}

export interface ModalFormState<TValues extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  isEdit: boolean;
  /**
   * Whether Save/Create may be pressed: the values are valid, nothing is being submitted, and in edit mode at least
   * one field differs from the loaded values.
   */
  canSubmit: boolean;
}

/**
 * One form for create and edit in a modal, validated by a schema from @app/contract: it loads the record's values
 * when the modal opens, resets when it closes, and enables saving an edit only once a field differs.
 */
export function useModalForm<TValues extends FieldValues, TOutput extends FieldValues>({
  schema,
  open,
  emptyValues,
  editValues,
  draftKey,
}: UseModalFormOptions<TValues, TOutput>): ModalFormState<TValues, TOutput> {
  const isEdit = Boolean(editValues);
  const form = useForm<TValues, unknown, TOutput>({
    resolver: useTranslatedResolver(useMemo(() => valibotResolver(schema), [schema])),
    // checked as the user types and when a field is left: a required field left empty says so, which tells why
    // Create stays disabled
    mode: 'all',
    defaultValues: (editValues ?? emptyValues) as DefaultValues<TValues>,
  });

  // Opening loads the record (or the empty values); closing goes back to the empty values.
  const loaded = open ? (editValues ?? emptyValues) : emptyValues;
  useResetOnChange(form.reset, loaded, open ? JSON.stringify(loaded) : '');
  // a create form keeps its draft through an expired session (an edit's record may have changed meanwhile)
  useFormDraft(form, isEdit ? undefined : draftKey, open);

  const { isValid, isDirty, isSubmitting } = form.formState;
  return { form, isEdit, canSubmit: isValid && !isSubmitting && (!isEdit || isDirty) };
}

/** The errors with each message put through `translate` (nested fields too; `ref`s untouched). */
function translateErrors(errors: unknown, translate: (message: string) => string): unknown {
  if (typeof errors !== 'object' || errors === null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') return [key, translate(value)];
      return [key, translateErrors(value, translate)];
    }),
  );
}

/**
 * A form resolver whose messages show in the user's language: the contract's schema messages ("Name is required")
 * are texts of the error table, translated like the server's errors; any other message stays as it is. Every
 * modal form gets it through useModalForm; a form of its own wraps its resolver: `useTranslatedResolver(resolver)`.
 */
export function useTranslatedResolver<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const translate = (message: string) => translateErrorText(i18n, message);
    const translated: Resolver<TValues, TContext, TOutput> = async (values, context, options) => {
      const result = await resolver(values, context, options);
      const errors = translateErrors(result.errors, translate) as FieldErrors<TValues>;
      return { ...result, errors } as Awaited<ReturnType<Resolver<TValues, TContext, TOutput>>>;
    };
    return translated;
    // the locale: a switch of language makes a new resolver (the next validation speaks it)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resolver, i18n, locale]);
}
