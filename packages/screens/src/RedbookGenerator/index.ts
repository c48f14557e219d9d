export { RedbookGenerator, RedbookGeneratorModal } from './RedbookGenerator';
export type { RedbookGeneratorModalProps, RedbookGeneratorProps } from './RedbookGenerator';
export { PICK_ASSET_MESSAGE } from './GeneratorForm';
export { PLATFORM_LABELS, languageLabel, platformLabel } from './labels';
export { platformOfEntryType } from './formValues';
export type { GeneratorPrefill } from './formValues';
