export { RedbookGenerator, RedbookGeneratorModal, PICK_ASSET_MESSAGE } from './RedbookGenerator';
export type { RedbookGeneratorModalProps, RedbookGeneratorProps } from './RedbookGenerator';
