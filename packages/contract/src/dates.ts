const enGbDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Formats a date as SPEC section 9 asks (en-GB, e.g. 22/11/2026); an unparseable value gives "". */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : enGbDate.format(date);
}
