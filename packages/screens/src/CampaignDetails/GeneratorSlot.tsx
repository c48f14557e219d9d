import type { GeneratorSettings, Platform } from '@app/contract';
import type { GeneratorPrefill } from '../RedbookGenerator';
import { lazyModal } from '../shared/lazyModal';

/** What the campaign details pass on to the generator beyond the campaign's own records. */
export interface CampaignGeneratorProps {
  /** Opens the generator for this platform (a "generate more" link), with its last settings. */
  generateFor?: Platform | null;
  /** Told when the generator closes (the app forgets `generateFor`). */
  onGeneratorClose?: () => void;
  /** What the generator's form takes from the campaign and the profile. */
  generatorPrefill?: GeneratorPrefill;
  /** The campaign's last generator settings for the platform the generator shows (null: none; undefined: loading). */
  generatorSettings?: GeneratorSettings | null;
  /** Told the platform the open generator shows, so that the app loads its last settings. */
  onGeneratorPlatform?: (platform: Platform) => void;
}

// The generator (its form, results and editor) loads when first opened, or at the first press on the page before that:
// the page's first render needs none of its code.
/** The campaign details' Redbook Generator modal, its code loaded lazily. */
export const GeneratorSlot = lazyModal(() =>
  import('../RedbookGenerator').then((module) => module.RedbookGeneratorModal),
);
