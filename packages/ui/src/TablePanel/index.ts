export { TablePanel } from './TablePanel';
export type { TablePanelProps } from './TablePanel';
