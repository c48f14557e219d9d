export { FormField } from './FormField';
export type { FieldBaseProps, FormFieldControlProps, FormFieldProps } from './FormField';
export { StyledInput, fieldControlStyles } from './FormField.styles';
export { useInputText } from './useInputText';
