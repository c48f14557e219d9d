export { ModelSettings } from './ModelSettings';
export type { ModelSettingsProps } from './ModelSettings';
export { testResultText } from './problemText';
