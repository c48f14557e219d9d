export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchOption, LanguageSwitchProps } from './LanguageSwitch';
