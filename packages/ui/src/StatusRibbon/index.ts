export { StatusRibbon } from './StatusRibbon';
export type { StatusRibbonProps } from './StatusRibbon';
