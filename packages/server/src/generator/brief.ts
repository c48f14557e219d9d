/**
 * The request as the built-in generator writes from it: each field cleaned and made ready for the post's language.
 * A value written in another script (English in a Mandarin post, Chinese in an English or Malay one) appears only as
 * a name in quotation marks (product name and type, location, promotion); a descriptive field in another script
 * (audience, benefits, details) is left out, and the post says so in its notes, since it cannot be translated here.
 */
import { countCharacters, type GeneratorLeftOutField, type Platform } from '@app/contract';
import type { LanguageCore } from './banks/types';
import { classify, type BusinessKind } from './industries';
import { fieldLanguage } from './language';
import { areaOf, cleanField, isForeign, resolveKeywords, splitList, withoutContacts } from './text';
import type { GeneratorInput } from './types';

/* Field values are wrapped in these markers inside Chinese text, so that a space can be put where a template meets a
   Latin word of the user's ("坐标吉隆坡 Bangsar") without touching the user's own text. compose.ts removes them. */
export const OPEN = '\u0001';
export const CLOSE = '\u0002';

/** A product type that names a place ("Coffee shop", "咖啡店", "kedai kopi"): it names the business, not a product. */
const PLACE_NOUN =
  /(restaurant|caf[eé]|coffee shop|bakery|salon|clinic|gym|spa|shop|store|boutique|cent(re|er)|studio|restoran|kafe|kedai|salun|klinik|gim|pusat|餐厅|餐馆|咖啡馆|咖啡店|面包店|店|沙龙|诊所|健身房|中心|馆)$/iu;

export interface Brief {
  bank: LanguageCore;
  platform: Platform;
  /** The post speaks as a customer (every platform's but a Facebook post for the business's own Page). */
  customer: boolean;
  kind: BusinessKind;
  /** What the post is about, ready to print ('' when the request gave neither name nor type). */
  thing: string;
  /** The business, by its kind or by the product type when that names a place. */
  place: string;
  /** The business by its name when the request gave one, else `place`. */
  business: string;
  audience: string;
  promotion: string;
  details: string;
  location: string;
  benefits: string[];
  /** The request's keywords (or its type and name): the post's keywords and the first hashtags. */
  keywords: string[];
  /** The fields the post left out, as they are not written in its language. */
  leftOut: GeneratorLeftOutField[];
  /** What the post left out, and why, in English. */
  notes: string[];
}

const LANGUAGE_NAMES = { zh: 'Mandarin', en: 'English', ms: 'Malay' } as const;

/** The left-out fields by the form's labels, for the English note. */
const FIELD_LABELS: Record<GeneratorLeftOutField, string> = {
  targetAudience: 'Target Audience',
  benefits: 'Benefits',
  additionalDetails: 'Additional Details',
  promotion: 'Promotion',
  photoNotes: 'Notes of the photos',
};

function placeOf(bank: LanguageCore, type: string, kind: BusinessKind): string {
  if (type && PLACE_NOUN.test(type) && countCharacters(type) <= 30) {
    if (bank.code === 'zh') return `这家${type}`;
    return bank.code === 'en' ? `this ${bank.midSentence(type)}` : `${bank.midSentence(type)} ini`;
  }
  return bank.venues[kind.venue];
}

/** Whether the post speaks as a customer: every platform's but a Facebook post for the business's own Page. */
export function customerVoice(input: GeneratorInput, platform: Platform): boolean {
  return platform !== 'Facebook' || input.voice !== 'business';
}

export function readBrief(raw: GeneratorInput, bank: LanguageCore, platform: Platform, maxBenefits: number): Brief {
  const code = bank.code;
  // a customer's post carries no contact details: clauses with a phone, WhatsApp, web or e-mail are dropped first
  const input = customerVoice(raw, platform) ? briefWithoutContacts(raw) : raw;
  const notes: string[] = [];
  const left: GeneratorLeftOutField[] = [];
  const mark = (value: string): string => (code === 'zh' && value ? `${OPEN}${value}${CLOSE}` : value);
  /** A name: quoted when it is written in another script. */
  const name = (value: string): string => (isForeign(value, code) ? bank.quote(value) : mark(value));
  /** A descriptive field: left out when it is written in another language. */
  const describe = (label: GeneratorLeftOutField, value: string): string => {
    const language = fieldLanguage(value, code);
    if (language === 'same') return mark(bank.midSentence(value));
    left.push(label);
    return '';
  };

  /** A short field that may stay as a name: quoted in another script, left out when it is a phrase in another
   * language. */
  const describeName = (label: GeneratorLeftOutField, value: string): string => {
    if (!value) return '';
    if (fieldLanguage(value, code) !== 'foreign') return name(value);
    left.push(label);
    return '';
  };

  const productName = cleanField(input.productName);
  const productType = cleanField(input.productType);
  const kind = classify(cleanField(input.industry ?? ''), productType);
  const typeIsPlace = PLACE_NOUN.test(productType) && !isForeign(productType, code);
  const typeAsThing = productType && !typeIsPlace ? name(bank.midSentence(productType)) : '';
  const audience = describe('targetAudience', cleanField(input.targetAudience));
  const benefitsField = cleanField(input.benefits);
  // the whole field decides (a single item is too short to tell English from Malay)
  const benefitsForeign =
    benefitsField !== '' && fieldLanguage(benefitsField.replace(/[,，、;；\n•]+/gu, ' '), code) === 'foreign';
  if (benefitsForeign) left.push('benefits');
  const benefits = splitList(benefitsForeign ? '' : benefitsField)
    .filter((item) => {
      if (!isForeign(item, code)) return true;
      if (!left.includes('benefits')) left.push('benefits');
      return false;
    })
    .slice(0, maxBenefits)
    .map((item) => mark(bank.midSentence(item)));
  const typed = cleanField(input.additionalDetails);
  // without details of its own, the post may say what the photos' notes say
  const photoNotes = (input.photoNotes ?? []).map(cleanField).filter((note) => note !== '');
  const details = typed
    ? describe('additionalDetails', typed)
    : describe('photoNotes', cleanField(photoNotes.join('; ')));
  const promotion = describeName('promotion', cleanField(input.promotion));
  if (left.length > 0) {
    const labels = left.map((field) => FIELD_LABELS[field]);
    notes.push(`Left out, as it is not written in ${LANGUAGE_NAMES[code]}: ${labels.join(', ')}.`);
  }
  const place = placeOf(bank, typeIsPlace ? productType : '', kind);
  const businessName = cleanField(input.businessName ?? '');
  const location = areaOf(cleanField(input.location));
  return {
    bank,
    platform,
    customer: customerVoice(raw, platform),
    kind,
    thing: productName ? name(productName) : typeAsThing,
    place,
    business: businessName ? name(businessName) : place,
    audience,
    promotion,
    details,
    location: location ? name(location) : '',
    benefits,
    keywords: resolveKeywords(
      [...(Array.isArray(input.keywords) ? input.keywords : []), ...(input.campaignKeywords ?? [])],
      productType,
      productName,
    ),
    leftOut: left,
    notes,
  };
}

const TEXT_FIELDS = [
  'productType',
  'productName',
  'targetAudience',
  'benefits',
  'promotion',
  'location',
  'additionalDetails',
] as const;

/** The request with the clauses that carry contact details taken out of every field the post may print. */
function briefWithoutContacts(input: GeneratorInput): GeneratorInput {
  const out: GeneratorInput = { ...input };
  for (const field of TEXT_FIELDS) out[field] = withoutContacts(cleanField(input[field]));
  out.photoNotes = (input.photoNotes ?? []).map((note) => withoutContacts(cleanField(note)));
  out.keywords = (Array.isArray(input.keywords) ? input.keywords : []).filter(
    (keyword) => typeof keyword === 'string' && withoutContacts(keyword) === cleanField(keyword),
  );
  return out;
}
