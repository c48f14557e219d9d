import { lazy, Suspense, useEffect, useState } from 'react';
import type { GeneratorSettings, Platform } from '@app/contract';
import type { GeneratorPrefill, RedbookGeneratorModalProps } from '../RedbookGenerator';

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

// The generator (its form, results and editor) loads when first opened, and while the browser is idle before that:
// the page's first render needs none of its code.
const loadGenerator = () => import('../RedbookGenerator');
const RedbookGeneratorModal = lazy(() => loadGenerator().then((module) => ({ default: module.RedbookGeneratorModal })));

/** Loads the generator's code once the page has drawn and the browser is idle, so that opening it rarely waits. */
function usePreloadedGenerator() {
  useEffect(() => {
    const preload = () => void loadGenerator();
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}

/** Whether a modal has ever been open: it mounts on its first opening and stays (it animates its closing). */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The campaign details' Redbook Generator modal, its code loaded lazily. */
export function GeneratorSlot(props: RedbookGeneratorModalProps) {
  usePreloadedGenerator();
  const mounted = useOpenedOnce(props.open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RedbookGeneratorModal {...props} />
    </Suspense>
  );
}
