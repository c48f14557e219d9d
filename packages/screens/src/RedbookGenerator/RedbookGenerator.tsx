import { useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog, Modal } from '@app/ui';
import type {
  Asset,
  ContentBulkItem,
  Entry,
  GeneratedPost,
  GeneratorFormOutput,
  GeneratorRequest,
  GeneratorSettings,
  Platform,
} from '@app/contract';
import type { GeneratorPrefill } from './formValues';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { AssetPicker } from './AssetPicker';
import { GeneratedResults } from './GeneratedResults';
import { GeneratorForm } from './GeneratorForm';
import { useAssetPicker } from './useAssetPicker';
import { unsavedCount } from './results';
import { useGeneratedResults, type OnPostArrived } from './useGeneratedResults';
import { StyledColumns, StyledGenerator } from './RedbookGenerator.styles';

export interface RedbookGeneratorProps {
  /** The assets the posts can be built from. */
  assets: readonly Asset[];
  /** The campaign's platforms: the asset picker names each photo by its platform. */
  entries?: readonly Pick<Entry, 'id' | 'type'>[];
  /** Assets picked from the start (the campaign details' selected assets). */
  initialSelectedAssetIds?: readonly string[];
  /** The campaign the posts belong to. */
  campaignId: string;
  /** The signed-in user's id, sent with the request and the saved contents. */
  userId: string;
  resolveFileUrl?: ResolveFileUrl;
  /** POST /redbook/generate: answers the generated posts (writing one again uses it too). */
  onGenerate: (request: GeneratorRequest) => Promise<GeneratedPost[]>;
  /**
   * POST /redbook/generate/stream: tells each post as soon as it is written, then answers them all; when given, the
   * form's Generate uses it and the results show "3 of 10" while the posts arrive.
   */
  onGenerateStream?: (request: GeneratorRequest, onPost: OnPostArrived) => Promise<GeneratedPost[]>;
  /** POST /content/bulk with the selected posts. */
  onSave: (items: ContentBulkItem[]) => Promise<unknown>;
  /** The random source of the asset assignment (Math.random by default); inject one for repeatable results. */
  random?: () => number;
  /** Whether the asset picker starts open; by default it does when assets are picked from the start. */
  defaultPickerOpen?: boolean;
  /** The platform the form opens with (the campaign's selected platform; Redbook by default). */
  platform?: Platform;
  /** What the form's fields take from the campaign and the profile when no settings are remembered. */
  prefill?: GeneratorPrefill;
  /** The campaign's last settings for the form's platform (null: none; undefined: not loaded yet). */
  lastSettings?: GeneratorSettings | null;
  /** Told the form's platform when it opens and when the user changes it, so that its settings can be loaded. */
  onPlatformChange?: (platform: Platform) => void;
  /** Told how many generated posts are not saved yet, whenever that changes. */
  onUnsavedChange?: (count: number) => void;
}

/**
 * The Redbook generator (SPEC section 2): the form on the left, a collapsible asset picker on the right, and the
 * generated results below, all selected at first, each with a randomly assigned picked asset. The form opens with the
 * campaign's last settings for its platform, else filled from the campaign and the profile.
 */
export function RedbookGenerator({
  assets,
  entries,
  initialSelectedAssetIds = [],
  campaignId,
  userId,
  resolveFileUrl,
  onGenerate,
  onGenerateStream,
  onSave,
  random = Math.random,
  defaultPickerOpen,
  platform,
  prefill,
  lastSettings,
  onPlatformChange,
  onUnsavedChange,
}: RedbookGeneratorProps) {
  const picker = useAssetPicker(assets, initialSelectedAssetIds, defaultPickerOpen);
  const generated = useGeneratedResults({ campaignId, userId, onGenerate, onGenerateStream, onSave, random });
  const unsaved = unsavedCount(generated);
  useEffect(() => {
    onUnsavedChange?.(unsaved);
  }, [unsaved, onUnsavedChange]);

  const handleGenerate = async (form: GeneratorFormOutput) => {
    const picked = picker.requirePicked();
    if (picked.length > 0) await generated.generate(form, picked);
  };

  return (
    <StyledGenerator>
      <StyledColumns>
        <GeneratorForm
          generating={generated.generating}
          pickAlert={picker.alert}
          onGenerate={handleGenerate}
          platform={platform}
          prefill={prefill}
          lastSettings={lastSettings}
          onPlatformChange={onPlatformChange}
        />
        <AssetPicker assets={assets} picker={picker} resolveFileUrl={resolveFileUrl} entries={entries} />
      </StyledColumns>
      <GeneratedResults assets={assets} generated={generated} resolveFileUrl={resolveFileUrl} />
    </StyledGenerator>
  );
}

export interface RedbookGeneratorModalProps extends Omit<RedbookGeneratorProps, 'onUnsavedChange'> {
  open: boolean;
  onClose: () => void;
}

/**
 * The "Redbook Generator" modal opened by the campaign details' Generate button. Closing it (its X, Esc, Back) with
 * generated posts not saved yet asks first; with nothing to lose it closes at once. A tap outside does not close it.
 */
export function RedbookGeneratorModal({ open, onClose, ...generator }: RedbookGeneratorModalProps) {
  const { t } = useLingui();
  const [unsaved, setUnsaved] = useState(0);
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (unsaved > 0) setAsking(true);
    else onClose();
  };
  const discard = () => {
    setAsking(false);
    onClose();
  };
  return (
    <>
      <Modal open={open} title={t`Redbook Generator`} onClose={requestClose} size="lg" closeOnBackdropClick={false}>
        <RedbookGenerator {...generator} onUnsavedChange={setUnsaved} />
      </Modal>
      <ConfirmDialog
        open={open && asking}
        title={t`Discard ${plural(unsaved, { one: '# unsaved post', other: '# unsaved posts' })}?`}
        message={t`The generated posts are lost unless you save them first.`}
        cancelLabel={t`Keep editing`}
        confirmLabel={t`Discard`}
        tone="danger"
        onCancel={() => setAsking(false)}
        onConfirm={discard}
      />
    </>
  );
}
