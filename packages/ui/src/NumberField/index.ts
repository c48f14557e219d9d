export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { numberRangeError } from './numberRange';
export type { NumberRange } from './numberRange';
