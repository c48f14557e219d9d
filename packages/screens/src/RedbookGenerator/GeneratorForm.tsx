import { useEffect, useEffectEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useTranslatedResolver } from '../shared/useModalForm';
import { Button, Icons, KeywordsField, NumberField, Select, TextArea, TextField } from '@app/ui';
import {
  CUSTOM_TONE_CHOICE,
  CUSTOM_TONE_MAX,
  GENERATOR_COUNT_MAX,
  GENERATOR_COUNT_MIN,
  LANGUAGES,
  PLATFORMS,
  TONES,
  generatorPanelFormSchema,
  type GeneratorFormOutput,
  type GeneratorSettings,
  type Platform,
} from '@app/contract';
import { openingForm, settingsToForm, type GeneratorPrefill } from './formValues';
import { LANGUAGE_LABELS, platformLabel, toneLabel } from './labels';
import { StyledAlert, StyledFieldRow, StyledForm, StyledFormActions } from './GeneratorForm.styles';
import { StyledMuted } from './RedbookGenerator.styles';

/** SPEC section 5: the bilingual alert when Generate is pressed with no asset picked. */
export const PICK_ASSET_MESSAGE = msg`请至少选择一个素材 / Pick at least one asset`;

/** What the schema accepts (every field optional); the form starts from all of them (`openingForm`). */
type GeneratorFormInput = v.InferInput<typeof generatorPanelFormSchema>;

const generatorResolver = valibotResolver(generatorPanelFormSchema);

export interface GeneratorFormProps {
  /** A generation is running: Generate shows a spinner. */
  generating: boolean;
  /** Shows the "pick at least one asset" alert beside Generate. */
  pickAlert: boolean;
  /** Called with the validated form when Generate is pressed. */
  onGenerate: (form: GeneratorFormOutput) => void;
  /** The platform the form opens with (Redbook by default). */
  platform?: Platform;
  /** What fits the form's fields from the campaign and the profile, used when no settings are remembered. */
  prefill?: GeneratorPrefill;
  /** The campaign's last settings for the form's platform: null when none, undefined while not known yet. */
  lastSettings?: GeneratorSettings | null;
  /** Told the form's platform when it opens and whenever the user changes it (its settings are loaded then). */
  onPlatformChange?: (platform: Platform) => void;
}

/** The generator's form (SPEC section 2, left): what to write about, in which language and tone, and how many. */
export function GeneratorForm(props: GeneratorFormProps) {
  const { generating, pickAlert, onGenerate, platform, prefill, lastSettings, onPlatformChange } = props;
  const { t, i18n } = useLingui();
  const platformOptions = PLATFORMS.map((platform) => ({ value: platform, label: platformLabel(i18n, platform) }));
  // the language the posts are written in, whatever the interface's language
  const languageOptions = LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_LABELS[language]) }));
  /** The ten listed styles by name in the interface's language (sent as their Chinese names), then "Custom…". */
  const toneOptions = [
    ...TONES.map((tone) => ({ value: tone, label: toneLabel(i18n, tone) })),
    { value: CUSTOM_TONE_CHOICE, label: t`Custom…` },
  ];
  /** Facebook's two voices: a customer's post for the business's Page (handed out on the QR page), or the Page's own. */
  const voiceOptions = [
    { value: 'customer', label: t`For customers to post` },
    { value: 'business', label: t`For our page` },
  ];
  const { register, handleSubmit, formState, control, reset } = useForm<
    GeneratorFormInput,
    unknown,
    GeneratorFormOutput
  >({
    resolver: useTranslatedResolver(generatorResolver),
    mode: 'onChange',
    defaultValues: openingForm(platform, prefill, lastSettings),
  });
  const { errors, dirtyFields } = formState;
  const tone = useWatch({ control, name: 'tone' });
  const customTone = tone === CUSTOM_TONE_CHOICE;
  const chosenPlatform = useWatch({ control, name: 'platform' }) as Platform;

  // the app loads the settings of the platform shown
  const tellPlatform = useEffectEvent((shown: Platform) => onPlatformChange?.(shown));
  useEffect(() => tellPlatform(chosenPlatform), [chosenPlatform]);

  // Settings remembered for the platform shown fill the form, unless the user has typed in it meanwhile. A platform
  // without any keeps the form as it is (what was typed or opened with stays), and so do the previous platform's
  // settings while the new one's are on their way.
  const opening = lastSettings?.platform === chosenPlatform ? settingsToForm(lastSettings) : undefined;
  const openingKey = JSON.stringify(opening ?? null);
  const fill = useEffectEvent(() => {
    if (!opening) return;
    const typed = Object.keys(dirtyFields).some((field) => field !== 'platform');
    if (!typed) reset(opening);
  });
  useEffect(() => fill(), [openingKey]);

  return (
    <StyledForm onSubmit={handleSubmit(onGenerate)} noValidate aria-label={t`Generator`}>
      <WritingFor prefill={prefill} />
      <StyledFieldRow>
        <Select
          label={t`Platform`}
          options={platformOptions}
          error={errors.platform?.message}
          {...register('platform')}
        />
        <Select
          label={t`Language`}
          options={languageOptions}
          error={errors.language?.message}
          {...register('language')}
        />
      </StyledFieldRow>
      {chosenPlatform === 'Facebook' && (
        <Select label={t`Voice`} options={voiceOptions} error={errors.voice?.message} {...register('voice')} />
      )}
      <StyledFieldRow>
        <TextField label={t`Product Type`} error={errors.productType?.message} {...register('productType')} />
        <TextField label={t`Product Name`} error={errors.productName?.message} {...register('productName')} />
      </StyledFieldRow>
      <TextField label={t`Target Audience`} error={errors.targetAudience?.message} {...register('targetAudience')} />
      <TextArea label={t`Benefits`} rows={2} error={errors.benefits?.message} {...register('benefits')} />
      <StyledFieldRow>
        <TextField label={t`Promotion`} error={errors.promotion?.message} {...register('promotion')} />
        <TextField label={t`Location`} error={errors.location?.message} {...register('location')} />
      </StyledFieldRow>
      <StyledFieldRow $columns="wideFirst">
        <Select label={t`Tone`} options={toneOptions} error={errors.tone?.message} {...register('tone')} />
        <NumberField
          label={t`Post Count`}
          required
          error={errors.count?.message}
          {...register('count', { valueAsNumber: true })}
          min={GENERATOR_COUNT_MIN}
          max={GENERATOR_COUNT_MAX}
        />
      </StyledFieldRow>
      {customTone && (
        <TextField
          label={t`Custom Tone`}
          required
          placeholder={t`e.g. cheeky but kind`}
          hint={t`Your own words, up to ${CUSTOM_TONE_MAX} characters`}
          error={errors.customTone?.message}
          {...register('customTone')}
        />
      )}
      <TextArea
        label={t`Additional Details`}
        rows={2}
        error={errors.additionalDetails?.message}
        {...register('additionalDetails')}
      />
      <KeywordsField
        label={t`Keywords`}
        tooltip={t`Separate keywords with commas.`}
        error={errors.keywords?.message}
        {...register('keywords')}
      />
      <StyledFormActions>
        {pickAlert && (
          <StyledAlert role="alert">
            <Icons.CircleAlert size={16} aria-hidden="true" />
            {t(PICK_ASSET_MESSAGE)}
          </StyledAlert>
        )}
        <Button type="submit" icon={<Icons.Sparkles size={16} aria-hidden="true" />} loading={generating}>
          {t`Generate`}
        </Button>
      </StyledFormActions>
    </StyledForm>
  );
}

/** Whom the posts are written for: the business and the campaign, which have no field (the server adds them). */
function WritingFor({ prefill }: { prefill: GeneratorPrefill | undefined }) {
  const { t } = useLingui();
  const business = prefill?.businessName?.trim() ?? '';
  const campaign = prefill?.campaignName?.trim() ?? '';
  if (!campaign) return null;
  return (
    <StyledMuted>
      {business
        ? t`Writing for ${business}, campaign “${campaign}”. The campaign's description and the picked notes are read too.`
        : t`Writing for the campaign “${campaign}”. Its description and the picked notes are read too.`}
    </StyledMuted>
  );
}
