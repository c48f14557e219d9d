import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
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
    resolver: valibotResolver(schema),
    mode: 'onChange',
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
