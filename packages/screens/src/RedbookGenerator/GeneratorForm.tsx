import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
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
import { StyledAlert, StyledFieldRow, StyledForm, StyledFormActions } from './GeneratorForm.styles';

/** SPEC section 5: the bilingual alert when Generate is pressed with no asset picked. */
export const PICK_ASSET_MESSAGE = '请至少选择一个素材 / Pick at least one asset';

const platformOptions = PLATFORMS.map((platform) => ({ value: platform, label: platform }));
const languageOptions = LANGUAGES.map((language) => ({ value: language, label: language }));
/** The ten listed styles, then "Custom…": the user types the tone in Custom Tone. */
const toneOptions = [
  ...TONES.map((tone) => ({ value: tone, label: tone })),
  { value: CUSTOM_TONE_CHOICE, label: 'Custom…' },
];

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
  const { register, handleSubmit, formState, control } = useForm<GeneratorFormInput, unknown, GeneratorFormOutput>({
    resolver: useTranslatedResolver(generatorResolver),
    mode: 'onChange',
    defaultValues,
  });
  const { errors } = formState;
  const customTone = useWatch({ control, name: 'tone' }) === CUSTOM_TONE_CHOICE;

  return (
    <StyledForm onSubmit={handleSubmit(onGenerate)} noValidate aria-label="Generator">
      <StyledFieldRow>
        <Select label="Platform" options={platformOptions} error={errors.platform?.message} {...register('platform')} />
        <Select label="Language" options={languageOptions} error={errors.language?.message} {...register('language')} />
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
      {customTone && (
        <TextField
          label="Custom Tone"
          required
          placeholder="e.g. cheeky but kind"
          hint={`Your own words, up to ${CUSTOM_TONE_MAX} characters`}
          error={errors.customTone?.message}
          {...register('customTone')}
        />
      )}
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
  );
}
