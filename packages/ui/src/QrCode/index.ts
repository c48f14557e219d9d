export { QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
export { QrPrintActions } from './QrPrintActions';
export type { QrPrintActionsProps } from './QrPrintActions';
export { PrintKitButton } from './PrintKitButton';
export type { PrintKitButtonProps } from './PrintKitButton';
