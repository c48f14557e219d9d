export { theme, ms, themeCssVariables, focusRing, focusRingStyle, GlobalStyle, AppThemeProvider } from './theme';
export type { AppTheme, AppThemeProviderProps, FocusRingOffset, FocusRingOptions } from './theme';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
/** The icon set, as one namespace: `<Icons.Plus />`. Bundlers keep only the icons used. */
export * as Icons from './icons';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { PrintKitButton, QrCode, QrPrintActions } from './QrCode';
export type { PrintKitButtonProps, QrCodeProps, QrPrintActionsProps } from './QrCode';
export { MediaPreview, truncateNote } from './MediaPreview';
export type { MediaPreviewProps, MediaPreviewSize, MediaPreviewType } from './MediaPreview';
export { FormField } from './FormField';
export type { FieldBaseProps, FormFieldControlProps, FormFieldProps } from './FormField';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { NumberField, numberRangeError } from './NumberField';
export type { NumberFieldProps, NumberRange } from './NumberField';
export { KeywordsField } from './KeywordsField';
export type { KeywordsFieldProps } from './KeywordsField';
export { Tooltip } from './Tooltip';
export type { TooltipPlacement, TooltipProps } from './Tooltip';
export { FileUploader, UploadQueue, validateFile } from './FileUploader';
export type {
  FileCheck,
  FileLike,
  FileRejectionReason,
  FileUploaderProps,
  UploadItemStatus,
  UploadQueueItem,
  UploadQueueProps,
} from './FileUploader';
export { Modal } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
export { Toaster, notify, clearNotifications, NOTIFICATIONS_LABEL } from './Toaster';
export type { ToasterProps } from './Toaster';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { KeywordBadges } from './KeywordBadges';
export type { KeywordBadgesProps } from './KeywordBadges';
export { Chip, ChipGroup } from './Chip';
export type { ChipProps, ChipGroupOption, ChipGroupProps } from './Chip';
export { Card } from './Card';
export type { CardProps, CardHeadingLevel } from './Card';
export { StatusRibbon } from './StatusRibbon';
export type { StatusRibbonProps } from './StatusRibbon';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { Sidebar, renderPlainLink } from './Sidebar';
export type { SidebarProps, SidebarMenuGroup, SidebarMenuItem, LinkRenderProps, RenderLink } from './Sidebar';
export { AppLayout } from './AppLayout';
export { phoneMedia, phoneQuery, useMediaQuery, usePhoneLayout } from './responsive';
export type { AppLayoutProps } from './AppLayout';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerTone } from './Spinner';
export { TablePanel } from './TablePanel';
export type { TablePanelProps } from './TablePanel';
export { DataTable, SEARCH_DEBOUNCE_MS, SearchBox } from './DataTable';
export type {
  CellValue,
  DataTableBulkAction,
  DataTableColumn,
  DataTableProps,
  DataTableQuery,
  DataTableRowAction,
  DataTableServer,
  DataTableSort,
  SearchBoxProps,
} from './DataTable';
export { VISUALLY_HIDDEN_STYLE, VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export { LineChart } from './LineChart';
export type { LineChartProps, LineChartSeries } from './LineChart';
export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchOption, LanguageSwitchProps } from './LanguageSwitch';
export { formatDateIn, intlLocale, useFormatDate, useText } from './i18n';
export type { DateValue, Text } from './i18n';
