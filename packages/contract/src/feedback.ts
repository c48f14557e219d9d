/** The empty-cell mark of every list and card; the success and failure texts are in screens (i18n/feedback.ts). */
export const EMPTY_MARK = '—';
