import { searchTerms, type Asset } from '@app/contract';

/** What an asset is found by in the picker's search: its type, its note's text and its file's name. */
function searchableText(asset: Asset): string {
  const fileName = asset.filePath?.split('/').pop() ?? '';
  return [asset.type, asset.noteContent ?? '', fileName].join(' ').toLowerCase();
}

/** Whether an asset matches every word of a search (any case); an empty search matches everything. */
export function assetMatches(asset: Asset, search: string): boolean {
  const text = searchableText(asset);
  return searchTerms(search).every((term) => text.includes(term.toLowerCase()));
}
