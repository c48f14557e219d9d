export { ModelUsagePanel, EXPORT_MODEL_USAGE_FAILED } from './ModelUsagePanel';
export type { ModelUsagePanelProps } from './ModelUsagePanel';
