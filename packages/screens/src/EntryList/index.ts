export { EntryList } from './EntryList';
export type { EntryListProps } from './EntryList';
export type { EntryFormValues, EntryOption } from './logic';
