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
  GENERATOR_DEFAULTS,
  LANGUAGES,
  PLATFORMS,
  TONES,
  generatorPanelFormSchema,
  type GeneratorFormOutput,
  type GeneratorPanelFormValues,
} from '@app/contract';
import { LANGUAGE_LABELS, platformLabel, toneLabel } from './labels';
import { StyledAlert, StyledFieldRow, StyledForm, StyledFormActions } from './GeneratorForm.styles';

/** SPEC section 5: the bilingual alert when Generate is pressed with no asset picked. */
export const PICK_ASSET_MESSAGE = msg`请至少选择一个素材 / Pick at least one asset`;

const defaultValues: GeneratorPanelFormValues = {
  platform: GENERATOR_DEFAULTS.platform,
  language: GENERATOR_DEFAULTS.language,
  productType: '',
  productName: '',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  tone: GENERATOR_DEFAULTS.tone,
  customTone: '',
  additionalDetails: '',
  count: GENERATOR_DEFAULTS.count,
  keywords: '',
};

/** What the schema accepts (every field optional); the form starts from all of them, `defaultValues`. */
type GeneratorFormInput = v.InferInput<typeof generatorPanelFormSchema>;

const generatorResolver = valibotResolver(generatorPanelFormSchema);

export interface GeneratorFormProps {
  /** A generation is running: Generate shows a spinner. */
  generating: boolean;
  /** Shows the "pick at least one asset" alert beside Generate. */
  pickAlert: boolean;
  /** Called with the validated form when Generate is pressed. */
  onGenerate: (form: GeneratorFormOutput) => void;
}

/** The generator's form (SPEC section 2, left): what to write about, in which language and tone, and how many. */
export function GeneratorForm({ generating, pickAlert, onGenerate }: GeneratorFormProps) {
  const { t, i18n } = useLingui();
  const platformOptions = PLATFORMS.map((platform) => ({ value: platform, label: platformLabel(i18n, platform) }));
  // the language the posts are written in, whatever the interface's language
  const languageOptions = LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_LABELS[language]) }));
  /** The ten listed styles by name in the interface's language (sent as their Chinese names), then "Custom…". */
  const toneOptions = [
    ...TONES.map((tone) => ({ value: tone, label: toneLabel(i18n, tone) })),
    { value: CUSTOM_TONE_CHOICE, label: t`Custom…` },
  ];
  const { register, handleSubmit, formState, control } = useForm<GeneratorFormInput, unknown, GeneratorFormOutput>({
    resolver: useTranslatedResolver(generatorResolver),
    mode: 'onChange',
    defaultValues,
  });
  const { errors } = formState;
  const tone = useWatch({ control, name: 'tone' });
  const customTone = tone === CUSTOM_TONE_CHOICE;

  return (
    <StyledForm onSubmit={handleSubmit(onGenerate)} noValidate aria-label={t`Generator`}>
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
      <StyledFieldRow>
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
