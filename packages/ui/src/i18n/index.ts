export { formatDateIn, intlLocale, useFormatDate } from './dates';
export type { DateValue } from './dates';
export { useText } from './text';
export type { Text } from './text';
