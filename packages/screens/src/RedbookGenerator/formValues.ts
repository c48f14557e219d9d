/**
 * What the generator's form opens with: the campaign's last settings for the platform when the server remembers
 * them, else the defaults (SPEC section 9) filled from the campaign and the business's profile where a field fits.
 */
import {
  CUSTOM_TONE_CHOICE,
  GENERATOR_DEFAULTS,
  isListedTone,
  joinKeywords,
  type GeneratorPanelFormValues,
  type GeneratorSettings,
  type Platform,
} from '@app/contract';

/**
 * What the screen knows of the business and the campaign. The form's fields take the industry (Product Type), the
 * address (Location) and the campaign's keywords; the business's and the campaign's names have no field (the server
 * adds them, and the campaign's description, to what the generator reads), so the form names them above its fields.
 */
export interface GeneratorPrefill {
  businessName?: string;
  campaignName?: string;
  industry?: string;
  address?: string;
  keywords?: readonly string[];
}

export const EMPTY_FORM: GeneratorPanelFormValues = {
  platform: GENERATOR_DEFAULTS.platform,
  language: GENERATOR_DEFAULTS.language,
  productType: '',
  productName: '',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  tone: GENERATOR_DEFAULTS.tone,
  voice: 'customer',
  customTone: '',
  additionalDetails: '',
  count: GENERATOR_DEFAULTS.count,
  keywords: '',
};

/** The form's values of remembered settings: a tone of the user's own goes to Custom Tone. */
export function settingsToForm(settings: GeneratorSettings): GeneratorPanelFormValues {
  const listed = isListedTone(settings.tone);
  return {
    platform: settings.platform,
    language: settings.language,
    productType: settings.productType,
    productName: settings.productName,
    targetAudience: settings.targetAudience,
    benefits: settings.benefits,
    promotion: settings.promotion,
    location: settings.location,
    tone: listed ? settings.tone : CUSTOM_TONE_CHOICE,
    customTone: listed ? '' : settings.tone,
    voice: settings.voice,
    additionalDetails: settings.additionalDetails,
    count: settings.count,
    keywords: joinKeywords(settings.keywords),
  };
}

/** The defaults with what fits from the campaign and the profile (blank parts left out). */
export function prefilledForm(
  platform: Platform | undefined,
  prefill: GeneratorPrefill = {},
): GeneratorPanelFormValues {
  const keywords = (prefill.keywords ?? []).map((keyword) => keyword.trim()).filter((keyword) => keyword !== '');
  return {
    ...EMPTY_FORM,
    platform: platform ?? EMPTY_FORM.platform,
    productType: prefill.industry?.trim() ?? '',
    location: prefill.address?.trim() ?? '',
    keywords: joinKeywords(keywords),
  };
}

/** What the form opens with for `platform`: its remembered settings, else the pre-filled defaults. */
export function openingForm(
  platform: Platform | undefined,
  prefill: GeneratorPrefill | undefined,
  settings: GeneratorSettings | null | undefined,
): GeneratorPanelFormValues {
  if (settings && (platform === undefined || settings.platform === platform)) return settingsToForm(settings);
  return prefilledForm(platform, prefill);
}

export { platformOfEntryType } from '../shared/platformLabels';
