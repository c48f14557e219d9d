/**
 * What the printed card and poster ask of a customer, in the three languages the customer page speaks. An
 * invitation only: Google forbids offering anything for a review, so no text promises a reward.
 */
export const CALL_TO_ACTION = {
  en: 'Scan to share your experience',
  zh: '扫码分享您的体验',
  ms: 'Imbas untuk berkongsi pengalaman anda',
} as const;
