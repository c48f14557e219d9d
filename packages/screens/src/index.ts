// The screens' public entry: named re-exports of every screen and its props type.
export { Login, FORGOT_PASSWORD_PATH, LOGIN_PATHS, REGISTER_PATH, SESSION_EXPIRED, backToLogin } from './Login';
export type {
  AdminLoginCredentials,
  AuthLinkTarget,
  LoginCredentials,
  LoginProps,
  RenderAuthLink,
  TenantLoginCredentials,
} from './Login';
export { ForgotPassword } from './ForgotPassword';
export type { ForgotPasswordProps } from './ForgotPassword';
export { Register } from './Register';
export type { RegisterProps } from './Register';
export { AdminDashboard } from './AdminDashboard';
export { ModelSettings, testResultText } from './ModelSettings';
export type { ModelSettingsProps } from './ModelSettings';
export { FunnelPanel, defaultRange, todayIn } from './FunnelPanel';
export type { FunnelPanelProps, FunnelRange } from './FunnelPanel';
export { ModelUsagePanel } from './ModelUsage';
export type { ModelUsagePanelProps } from './ModelUsage';
export type { AdminDashboardProps } from './AdminDashboard';
export { AdminShell, TenantShell, ADMIN_MENU, ADMIN_PANEL_HEADING, TENANT_MENU, TENANT_PORTAL_HEADING } from './Shell';
export type { AdminShellProps, ShellProps, TenantShellProps } from './Shell';
export { AssetForm, LAST_ASSET_CHOICE_KEY } from './AssetForm';
export type { AssetFormProps, UploadFile } from './AssetForm';
export { TENANT_RECORDS_HEADING, TENANT_RECORDS_MENU } from './Shell';
export { MyProfile } from './MyProfile';
export type { MyProfileProps } from './MyProfile';
export { AdminList } from './AdminList';
export type { AdminListProps, AdminUpdateRequest } from './AdminList';
export { TenantList } from './TenantList';
export type { TenantCreateRequest, TenantListProps, TenantLogoUpload, TenantUpdateRequest } from './TenantList';
export { UserList } from './UserList';
export type { UserListProps, UserUpdateRequest } from './UserList';
export { LinkList } from './LinkList';
export type { LinkListProps } from './LinkList';
export { RedbookGenerator, RedbookGeneratorModal } from './RedbookGenerator';
export type { RedbookGeneratorModalProps, RedbookGeneratorProps } from './RedbookGenerator';
export type { GeneratorPrefill } from './RedbookGenerator';
export { CampaignList } from './CampaignList';
export type { CampaignListProps } from './CampaignList';
export { ContentList } from './ContentList';
export type { ContentListProps, ContentRequestBody } from './ContentList';
export { EntryList } from './EntryList';
export type { EntryListProps, EntryOption } from './EntryList';
export { AssetList } from './AssetList';
export type { AssetListProps } from './AssetList';
export { CampaignDetails } from './CampaignDetails';
export { previewKeysOf } from './shared/AssetPreview';
export { isAbsoluteUrl } from './shared/useFileUrl';
export type { CopyText, DownloadPictures, PostSource } from './shared/postActions';
export type { TenantFilter } from './shared/tenantFilter';
export { FormDraftsContext } from './shared/formDrafts';
export type { FormDrafts } from './shared/formDrafts';
export type { CampaignDetailsFilters, CampaignDetailsPaging, CampaignDetailsProps } from './CampaignDetails';
export { LIST_DEFAULT_SORTS, initialListQuery } from './shared/listPage';
export type { ListPageProps } from './shared/listPage';
export { CustomerPage, textToCopy } from './CustomerPage';
export type {
  ActiveLinkView,
  ClaimProblem,
  CopyOutcome,
  CustomerPageProps,
  CustomerScreen,
  PostedLinkAnswer,
  ShareTarget,
  SubmitPostedLink,
  WriteClipboard,
} from './CustomerPage';
export {
  LOCALES,
  LOCALE_NAMES,
  SOURCE_LOCALE,
  activateLocale,
  isLocale,
  loadMessages,
  matchLocale,
  pickLocale,
  BACKOFFICE_LOCALE_KEY,
  LOCALE_OPTIONS,
  browserStorage,
  readStoredLocale,
  useLocaleSwitch,
  failureText,
  useSuccessMessage,
  writeStoredLocale,
} from './i18n';
export type { Catalog, Locale, StorageAccess } from './i18n';
export { InterfaceLanguage } from './shared/InterfaceLanguage';
export type { InterfaceLanguageProps } from './shared/InterfaceLanguage';
export { ReviewPage } from './ReviewPage';
export type { ReviewPageProps, ReviewPageState } from './ReviewPage';
export type { ContentApprovalProps, ContentExportRange, ReviewLinksApi } from './ContentList';
export { decisionFailure } from './ContentList';
