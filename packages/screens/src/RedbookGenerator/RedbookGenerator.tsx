import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Badge,
  Button,
  Checkbox,
  Icons,
  KeywordsField,
  Modal,
  NumberField,
  Select,
  TextArea,
  TextField,
  notify,
} from '@app/ui';
import {
  GENERATOR_COUNT_MAX,
  GENERATOR_COUNT_MIN,
  GENERATOR_DEFAULTS,
  LANGUAGES,
  PLATFORMS,
  TONES,
  buildGeneratorRequest,
  failureMessage,
  generatorFormSchema,
  type Asset,
  type ContentBulkItem,
  type GeneratedPost,
  type GeneratorFormOutput,
  type GeneratorFormValues,
  type GeneratorRequest,
} from '@app/contract';
import { AssetPreview } from '../shared/AssetPreview';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { assignAssets, initialSelection, isFailed, pickedCount, toBulkItems, type GeneratedResult } from './logic';
import {
  StyledAlert,
  StyledAssetGrid,
  StyledAssetTile,
  StyledColumns,
  StyledCount,
  StyledError,
  StyledFieldRow,
  StyledForm,
  StyledFormActions,
  StyledGenerator,
  StyledKeywords,
  StyledMuted,
  StyledPicker,
  StyledPickerActions,
  StyledPickerBody,
  StyledPickerHeader,
  StyledPickerToggle,
  StyledResult,
  StyledResultBody,
  StyledResultList,
  StyledResults,
  StyledResultsHeader,
  StyledResultsTitle,
  StyledResultText,
  StyledResultTitle,
  StyledSelectedCount,
  StyledStatus,
} from './RedbookGenerator.styles';

/** SPEC section 5: the bilingual alert when Generate is pressed with no asset picked. */
export const PICK_ASSET_MESSAGE = '请至少选择一个素材 / Pick at least one asset';
export const SAVE_FAILED_MESSAGE = 'Failed to save content.';
export const SAVED_MESSAGE = 'Content saved successfully';
const GENERATION_FAILED_MESSAGE = 'Failed to generate content.';

export interface RedbookGeneratorProps {
  /** The assets the posts can be built from. */
  assets: readonly Asset[];
  /** Assets picked from the start (the campaign details' selected assets). */
  initialSelectedAssetIds?: readonly string[];
  /** The campaign the posts belong to. */
  campaignId: string;
  /** The signed-in user's id, sent with the request and the saved contents. */
  userId: string;
  resolveFileUrl?: ResolveFileUrl;
  /** POST /redbook/generate: answers the generated posts. */
  onGenerate: (request: GeneratorRequest) => Promise<GeneratedPost[]>;
  /** POST /content/bulk with the selected posts. */
  onSave: (items: ContentBulkItem[]) => Promise<unknown>;
  /** The random source of the asset assignment (Math.random by default); inject one for repeatable results. */
  random?: () => number;
  /** Whether the asset picker starts open; by default it does when assets are picked from the start. */
  defaultPickerOpen?: boolean;
}

const platformOptions = PLATFORMS.map((platform) => ({ value: platform, label: platform }));
const languageOptions = LANGUAGES.map((language) => ({ value: language, label: language }));
const toneOptions = TONES.map((tone) => ({ value: tone, label: tone }));

const defaultValues: GeneratorFormValues = {
  platform: GENERATOR_DEFAULTS.platform,
  language: GENERATOR_DEFAULTS.language,
  productType: '',
  productName: '',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  tone: GENERATOR_DEFAULTS.tone,
  additionalDetails: '',
  count: GENERATOR_DEFAULTS.count,
  keywords: '',
};

// The form holds every field (keywords as the typed text, count as a number): a narrower shape than the schema's input.
const generatorResolver = valibotResolver(generatorFormSchema) as unknown as Resolver<
  GeneratorFormValues,
  unknown,
  GeneratorFormOutput
>;

/**
 * The Redbook generator (SPEC section 2): the form on the left, a collapsible asset picker on the right, and the
 * generated results below, all selected at first, each with a randomly assigned picked asset.
 */
export function RedbookGenerator({
  assets,
  initialSelectedAssetIds = [],
  campaignId,
  userId,
  resolveFileUrl,
  onGenerate,
  onSave,
  random = Math.random,
  defaultPickerOpen,
}: RedbookGeneratorProps) {
  const pickerId = useId();
  const { register, handleSubmit, formState } = useForm<GeneratorFormValues, unknown, GeneratorFormOutput>({
    resolver: generatorResolver,
    mode: 'onChange',
    defaultValues,
  });
  const { errors } = formState;

  const [pickerOpen, setPickerOpen] = useState(defaultPickerOpen ?? initialSelectedAssetIds.length > 0);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(initialSelectedAssetIds.filter((id) => assets.some((asset) => asset.id === id))),
  );
  const [pickAlert, setPickAlert] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [generationError, setGenerationError] = useState<string | null>(null);
  const [results, setResults] = useState<GeneratedResult[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);

  const assetsById = new Map(assets.map((asset) => [asset.id, asset]));
  const assetNumber = new Map(assets.map((asset, index) => [asset.id, index + 1]));

  const setPickedIds = (next: ReadonlySet<string>) => {
    setPicked(next);
    if (next.size > 0) setPickAlert(false);
  };

  const handlePick = (assetId: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(assetId);
    else next.delete(assetId);
    setPickedIds(next);
  };

  const handleSelectAll = () => setPickedIds(new Set(assets.map((asset) => asset.id)));
  const handleClear = () => setPickedIds(new Set());

  const handleGenerate = async (form: GeneratorFormOutput) => {
    const pickedIds = assets.filter((asset) => picked.has(asset.id)).map((asset) => asset.id);
    if (pickedIds.length === 0) {
      setPickAlert(true);
      setPickerOpen(true);
      return;
    }
    setGenerating(true);
    setGenerationError(null);
    try {
      const posts = await onGenerate(buildGeneratorRequest(form, { campaignId, userId }));
      const next = assignAssets(posts, pickedIds, random);
      setResults(next);
      setSelected(initialSelection(next));
    } catch (error) {
      setResults([]);
      setSelected(new Set());
      const fallback =
        error instanceof Error && error.message.trim() !== '' ? error.message : GENERATION_FAILED_MESSAGE;
      setGenerationError(failureMessage(error, fallback));
    } finally {
      setGenerating(false);
    }
  };

  const handleToggleResult = (index: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(index);
    else next.delete(index);
    setSelected(next);
  };

  const handleRemoveAll = () => setSelected(new Set());

  const handleSave = async () => {
    const items = toBulkItems(results, selected, { campaignId, userId });
    if (items.length === 0) return;
    setSaving(true);
    try {
      await onSave(items);
      setResults([]);
      setSelected(new Set());
      notify.success(SAVED_MESSAGE);
    } catch {
      notify.error(SAVE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledGenerator>
      <StyledColumns>
        <StyledForm onSubmit={handleSubmit(handleGenerate)} noValidate aria-label="Generator">
          <StyledFieldRow>
            <Select
              label="Platform"
              options={platformOptions}
              error={errors.platform?.message}
              {...register('platform')}
            />
            <Select
              label="Language"
              options={languageOptions}
              error={errors.language?.message}
              {...register('language')}
            />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField label="Product Type" error={errors.productType?.message} {...register('productType')} />
            <TextField label="Product Name" error={errors.productName?.message} {...register('productName')} />
          </StyledFieldRow>
          <TextField label="Target Audience" error={errors.targetAudience?.message} {...register('targetAudience')} />
          <TextArea label="Benefits" rows={2} error={errors.benefits?.message} {...register('benefits')} />
          <StyledFieldRow>
            <TextField label="Promotion" error={errors.promotion?.message} {...register('promotion')} />
            <TextField label="Location" error={errors.location?.message} {...register('location')} />
          </StyledFieldRow>
          <StyledFieldRow>
            <Select label="Tone" options={toneOptions} error={errors.tone?.message} {...register('tone')} />
            <NumberField
              label="Post Count"
              required
              error={errors.count?.message}
              {...register('count', { valueAsNumber: true })}
              min={GENERATOR_COUNT_MIN}
              max={GENERATOR_COUNT_MAX}
            />
          </StyledFieldRow>
          <TextArea
            label="Additional Details"
            rows={2}
            error={errors.additionalDetails?.message}
            {...register('additionalDetails')}
          />
          <KeywordsField
            label="Keywords"
            tooltip="Separate keywords with commas."
            error={errors.keywords?.message}
            {...register('keywords')}
          />
          <StyledFormActions>
            {pickAlert && (
              <StyledAlert role="alert">
                <Icons.CircleAlert size={16} aria-hidden="true" />
                {PICK_ASSET_MESSAGE}
              </StyledAlert>
            )}
            <Button type="submit" icon={<Icons.Sparkles size={16} aria-hidden="true" />} loading={generating}>
              Generate
            </Button>
          </StyledFormActions>
        </StyledForm>

        <StyledPicker aria-label="Assets">
          <StyledPickerHeader>
            <StyledPickerToggle
              type="button"
              aria-expanded={pickerOpen}
              aria-controls={pickerId}
              onClick={() => setPickerOpen(!pickerOpen)}
            >
              {pickerOpen ? (
                <Icons.ChevronUp size={18} aria-hidden="true" />
              ) : (
                <Icons.ChevronDown size={18} aria-hidden="true" />
              )}
              Assets
            </StyledPickerToggle>
            <StyledCount>{pickedCount(picked.size, assets.length)}</StyledCount>
          </StyledPickerHeader>
          {pickerOpen && (
            <StyledPickerBody id={pickerId}>
              <StyledPickerActions>
                <Button size="sm" variant="secondary" onClick={handleSelectAll} disabled={assets.length === 0}>
                  Select All
                </Button>
                <Button size="sm" variant="secondary" onClick={handleClear} disabled={picked.size === 0}>
                  Clear
                </Button>
              </StyledPickerActions>
              {assets.length === 0 ? (
                <StyledMuted>No assets uploaded yet.</StyledMuted>
              ) : (
                <StyledAssetGrid>
                  {assets.map((asset, index) => (
                    <StyledAssetTile key={asset.id} $picked={picked.has(asset.id)}>
                      <AssetPreview asset={asset} resolveFileUrl={resolveFileUrl} label={`Asset ${index + 1}`} />
                      <Checkbox
                        label={`Pick asset ${index + 1}`}
                        checked={picked.has(asset.id)}
                        onChange={(on) => handlePick(asset.id, on)}
                      />
                    </StyledAssetTile>
                  ))}
                </StyledAssetGrid>
              )}
            </StyledPickerBody>
          )}
        </StyledPicker>
      </StyledColumns>

      <StyledResults aria-label="Generated posts">
        <StyledResultsHeader>
          <StyledResultsTitle>Generated Posts</StyledResultsTitle>
          {results.length > 0 && (
            <>
              <StyledSelectedCount>{`Selected: ${selected.size} / ${results.length}`}</StyledSelectedCount>
              <Button size="sm" variant="secondary" onClick={handleRemoveAll} disabled={selected.size === 0 || saving}>
                Remove All
              </Button>
              <Button size="sm" onClick={handleSave} loading={saving} disabled={selected.size === 0}>
                Save
              </Button>
            </>
          )}
        </StyledResultsHeader>
        {generating && (
          <StyledStatus role="status">
            <Icons.Loader2 size={18} aria-hidden="true" />
            Generating posts…
          </StyledStatus>
        )}
        {!generating && generationError && (
          <StyledError role="alert">
            <Icons.CircleAlert size={16} aria-hidden="true" />
            {generationError}
          </StyledError>
        )}
        {!generating && !generationError && results.length === 0 && (
          <StyledMuted>Pick assets, fill in the form and press Generate: the posts appear here.</StyledMuted>
        )}
        {results.length > 0 && (
          <StyledResultList>
            {results.map((result) => (
              <ResultItem
                key={result.index}
                result={result}
                asset={result.assetId ? assetsById.get(result.assetId) : undefined}
                assetNumber={result.assetId ? assetNumber.get(result.assetId) : undefined}
                selected={selected.has(result.index)}
                resolveFileUrl={resolveFileUrl}
                onToggle={(on) => handleToggleResult(result.index, on)}
              />
            ))}
          </StyledResultList>
        )}
      </StyledResults>
    </StyledGenerator>
  );
}

interface ResultItemProps {
  result: GeneratedResult;
  asset: Asset | undefined;
  assetNumber: number | undefined;
  selected: boolean;
  resolveFileUrl?: ResolveFileUrl;
  onToggle: (on: boolean) => void;
}

function ResultItem({ result, asset, assetNumber, selected, resolveFileUrl, onToggle }: ResultItemProps) {
  const { post, index } = result;
  const failed = isFailed(post);
  const title = post.title.trim() === '' ? 'Untitled' : post.title;
  return (
    <StyledResult $selected={selected && !failed} $failed={failed} aria-label={`Post ${index + 1}`}>
      <Checkbox
        label={`Select post ${index + 1}`}
        hideLabel
        checked={selected && !failed}
        disabled={failed}
        onChange={onToggle}
      />
      {asset ? (
        <AssetPreview
          asset={asset}
          resolveFileUrl={resolveFileUrl}
          label={`Asset ${assetNumber ?? ''} for post ${index + 1}`}
        />
      ) : (
        <span />
      )}
      <StyledResultBody>
        <StyledResultTitle>{title}</StyledResultTitle>
        {failed ? (
          <StyledError>{`Error: ${post.error}`}</StyledError>
        ) : (
          <>
            <StyledResultText>{post.content}</StyledResultText>
            {post.keywords.length > 0 && (
              <StyledKeywords>
                {post.keywords.map((keyword, position) => (
                  <Badge key={`${position}-${keyword}`} tone="info">
                    {keyword}
                  </Badge>
                ))}
              </StyledKeywords>
            )}
            {assetNumber !== undefined && <StyledMuted>{`Asset ${assetNumber}`}</StyledMuted>}
          </>
        )}
      </StyledResultBody>
    </StyledResult>
  );
}

export interface RedbookGeneratorModalProps extends RedbookGeneratorProps {
  open: boolean;
  onClose: () => void;
}

/** The "Redbook Generator" modal opened by the campaign details' Generate button. */
export function RedbookGeneratorModal({ open, onClose, ...generator }: RedbookGeneratorModalProps) {
  return (
    <Modal open={open} title="Redbook Generator" onClose={onClose} size="lg" closeOnBackdropClick={false}>
      <RedbookGenerator {...generator} />
    </Modal>
  );
}
