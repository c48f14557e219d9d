export { FunnelPanel, EXPORT_FUNNEL_FAILED } from './FunnelPanel';
export type { FunnelPanelProps } from './FunnelPanel';
export { defaultRange, todayIn } from './logic';
export type { FunnelRange } from './logic';
