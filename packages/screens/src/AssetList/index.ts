export { AssetList } from './AssetList';
export type { AssetListProps } from './AssetList';
