/**
 * The request as the built-in writer writes from it: each field cleaned ("n/a", "-", "无" are not given; contact
 * details out of customer posts; the area, not the postal address) and made ready for the post's language. A value in
 * another language is translated when the glossary knows it; else a name (product, business, area) stays as it is,
 * unless it is a description in everyday words of that language (then the type or the family's thing names it), and
 * a descriptive field (audience, benefits, details, offer) is left out, the post's notes saying which.
 */
import { countCharacters, type GeneratorLeftOutField, type Platform } from '@app/contract';
import { briefWithoutContacts, customerVoice, withoutClaims } from './brief-fields';
import { type Family, type Mode, type PostLanguage } from './families';
import { everydayWord, nameTag, placeIn, translate, translateParts } from './glossary';
import { translatePhrase } from './phrases';
import { classify, isGenericType, modeOf, type BusinessKind } from './industries';
import { fieldLanguage } from './language';
import { CURRENCY_ONLY, describesInOther, isOccasion, namesComplaint, withoutLeadWord } from './field-kinds';
import type { CorePosts } from './posts/schema';
import type { Slot } from './posts/line';
import { cleanField, firstPlace, placesOf, hasHan, isForeign, resolveKeywords, splitList } from './text';
import type { GeneratorInput } from './types';
import { OPEN, CLOSE, unmark, WRITING, type Writing } from './writing';

/** A product type that names a place ("Coffee shop", "咖啡店", "kedai kopi"): it names the business, not a product. */
const PLACE_NOUN =
  /(restaurant|caf[eé]|coffee shop|bakery|salon|clinic|gym|spa|shop|store|boutique|cent(re|er)|studio|stall|restoran|kafe|kedai|gerai|salun|klinik|gim|pusat|餐厅|餐馆|咖啡馆|咖啡店|面包店|店|沙龙|诊所|健身房|中心|馆)$/iu;

/** What each slot prints ('' when the request did not give it: a line with an empty optional slot is left out). */
export type SlotValues = Record<Exclude<Slot, 'e' | 'mood'>, string>;

export interface Brief {
  writing: Writing;
  platform: Platform;
  /** The post speaks as a customer (every platform's but a Facebook post for the business's own Page). */
  customer: boolean;
  kind: BusinessKind;
  mode: Mode;
  values: SlotValues;
  /** The benefits as written, one by one (`values.benefits` lists them all): a review may tell a few of them. */
  benefits: string[];
  /** Shorter values for a title that is too long with the product's name: its type or kind, the business's kind. */
  short: SlotValues;
  /** The names a post may carry as hashtags: the product's, the business's, the area. */
  names: string[];
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

function placeOf(writing: Writing, type: string, family: Family, core: CorePosts): string {
  if (type && PLACE_NOUN.test(type) && countCharacters(type) <= 30 && !isForeign(type, writing.code)) {
    if (writing.code === 'zh') return `这家${type}`;
    return writing.code === 'en' ? `this ${writing.midSentence(type)}` : `${writing.midSentence(type)} ini`;
  }
  return core.families[family]?.place ?? core.families.general?.place ?? '';
}

export function readBrief(
  raw: GeneratorInput,
  lang: PostLanguage,
  platform: Platform,
  core: CorePosts,
  maxBenefits: number,
): Brief {
  const writing = WRITING[lang];
  const customer = customerVoice(raw, platform);
  // a customer's post carries no contact details: clauses with a phone, WhatsApp, web or e-mail are dropped first
  const input = customer ? briefWithoutContacts(raw) : raw;
  const left: GeneratorLeftOutField[] = [];
  const leave = (label: GeneratorLeftOutField): void => {
    if (!left.includes(label)) left.push(label);
  };
  const mark = (value: string): string => (lang === 'zh' && value ? `${OPEN}${value}${CLOSE}` : value);
  const clean = (value: unknown): string => withoutClaims(cleanField(value));
  /** A name: translated when the glossary knows it, else as typed. */
  const name = (value: string): string => {
    if (!value) return '';
    const translated = translateParts(value, lang);
    // the glossary's own words keep their case ("Hokkien lor mee")
    if (translated !== undefined && translated !== value) return mark(translated);
    return isForeign(value, lang) ? writing.quote(value) : mark(value);
  };
  /** A descriptive value: translated when the glossary knows it, left out when written in another language. */
  const describe = (label: GeneratorLeftOutField, value: string): string => {
    if (!value) return '';
    const translated = translate(value, lang);
    if (translated !== undefined) return mark(writing.midSentence(translated));
    // everyday words of the other language ("Diskaun 10% minggu ini" in an English post) are that language, however
    // few they are
    if (fieldLanguage(value, lang) === 'same' && !describesInOther(value, lang, false))
      return mark(writing.midSentence(value));
    leave(label);
    return '';
  };
  const notes: string[] = [];

  const productName = clean(input.productName);
  const productType = clean(input.productType);
  const industryType = clean(input.industry ?? '');
  const byType = classify(industryType, productType);
  // a product name may say the trade when nothing else does ("Musang King" for a stall with no industry)
  const kind = byType.industry === 'general' && productName ? classify(industryType, productName) : byType;
  const typeIsPlace = PLACE_NOUN.test(productType) && !isForeign(productType, lang);
  // a type in everyday words of another language ("Servis dobi" in an English post) is not pasted, unless the glossary
  // knows it whole or part by part ("Tyre change and alignment" → "tukar tayar dan alignment"): the family names it
  const knownType = productType !== '' && translateParts(productType, lang) !== undefined;
  const knownName = productName !== '' && translateParts(productName, lang) !== undefined;
  const typed =
    productType && !typeIsPlace && (knownType || !describesInOther(productType, lang))
      ? name(writing.midSentence(productType))
      : '';
  // English names a kind with "the" too, as the family's own thing does ("did the scaling", "Need the haircut?")
  const typeThing = lang === 'en' && typed && /^\p{Script=Latin}/u.test(typed) ? `the ${typed}` : typed;
  const familyThing = core.families[kind.industry]?.thing ?? '';
  const familyKind = core.families[kind.industry]?.kind ?? familyThing;
  // a product name typed as a phrase ("Full groom for small dogs") is written mid-sentence as one; a brand keeps its case
  const named = productName ? name(writing.midSentence(productName)) : '';
  // a name that is a description in everyday words of another language ("Knee rehab session" in a Mandarin post,
  // "Cuci & lipat" in an English one) is not a name: the translated type or the family's thing says what it is
  // so is a Chinese name that is its Chinese type with a word before it ("儿童钢琴课" of 钢琴课) in an English or Malay
  // post, but for a dish or a drink, whose name is what Malaysians call it ("流心奶黄月饼")
  const typeInName =
    lang !== 'zh' &&
    hasHan(productName) &&
    hasHan(productType) &&
    productName !== productType &&
    productName.includes(productType) &&
    translate(productType, lang) !== undefined &&
    !['eat', 'drink'].includes(modeOf(kind.industry));
  const describedName = !knownName && (typeInName || describesInOther(productName, lang));
  // a long name in another script ("Claypot Chicken Rice with Salted Fish" among Chinese) reads as pasted: a type
  // written in the post's script names the product instead ("瓦煲鸡饭")
  const pastedName =
    !knownName &&
    isForeign(productName, lang) &&
    fieldLanguage(productName, lang) === 'foreign' &&
    typeThing !== '' &&
    !isForeign(translate(productType, lang) ?? productType, lang);
  // a Chinese name the glossary does not know is not pasted into a Latin post ("福建卤面 at …"): the type or an
  // everyday word says what it is; the family's generic word does only when it is no dish or drink ("流心奶黄月饼"
  // stays rather than "the bakes")
  const writtenType = lang !== 'zh' && hasHan(typeThing) ? '' : typeThing;
  const everyday = mark(everydayWord([productName, productType], lang));
  const hanName =
    lang !== 'zh' &&
    hasHan(productName) &&
    !knownName &&
    (writtenType !== '' || everyday !== '' || !['eat', 'drink'].includes(modeOf(kind.industry)));
  const unwritten = describedName || pastedName || hanName;
  // English names a menu item or a package with "the" ("booked the Hydrating Facial")
  const thing =
    named && !unwritten
      ? lang === 'en' && !/\p{Script=Han}/u.test(named)
        ? `the ${named}`
        : named
      : writtenType || everyday || familyThing;
  const audienceField = clean(input.targetAudience);
  const audienceLead = withoutLeadWord(audienceField);
  // an occasion ("untuk raya", "for CNY", "送礼") is not who the post is for; a lead word of another language
  // ("untuk pelajar" in an English post) says the whole value is in it
  const audienceForeign =
    audienceLead !== audienceField && audienceLead !== '' && fieldLanguage(audienceField, lang) !== 'same';
  if (audienceField && isOccasion(audienceField))
    notes.push(`Target Audience "${audienceField}" names an occasion, not who it is for: left out.`);
  if (audienceForeign && !isOccasion(audienceField)) leave('targetAudience');
  const audience =
    audienceField && !isOccasion(audienceField) && !audienceForeign ? describe('targetAudience', audienceLead) : '';
  const benefitsField = clean(input.benefits);
  const benefitItems = splitList(benefitsField);
  // the whole field decides (a single item is too short to tell English from Malay), and so does an item the
  // glossary translates: "cepat dan mesra, harga telus" is Malay, so an English post drops "cepat dan mesra" with "harga telus" translated
  const benefitsForeign =
    (benefitsField !== '' && fieldLanguage(benefitsField.replace(/[,，、;；\n•]+/gu, ' '), lang) === 'foreign') ||
    benefitItems.some((item) => {
      const translated = translatePhrase(item, lang);
      return translated !== undefined && translated !== item;
    });
  // a complaint the service is for ("back pain") is not something the customer liked: it is left out, and said so
  const complaints = benefitItems.filter(namesComplaint);
  if (complaints.length > 0)
    notes.push(
      complaints.length === 1
        ? `Benefits "${complaints[0]}" names a complaint, not what is good about it: left out.`
        : `Benefits ${complaints.map((item) => `"${item}"`).join(', ')} name complaints, not what is good: left out.`,
    );
  const benefits = benefitItems
    .filter((item) => !namesComplaint(item))
    .map((item) => {
      const translated = translatePhrase(item, lang);
      if (translated !== undefined) return mark(writing.midSentence(translated));
      if (benefitsForeign || fieldLanguage(item, lang) !== 'same') {
        leave('benefits');
        return '';
      }
      return mark(writing.midSentence(item));
    })
    .filter((item) => item !== '')
    .slice(0, maxBenefits);
  const typedDetails = clean(input.additionalDetails);
  // without details of its own, the post may say what the photos' notes say
  const photoNotes = (input.photoNotes ?? []).map(clean).filter((note) => note !== '');
  const details = typedDetails
    ? describe('additionalDetails', typedDetails)
    : describe('photoNotes', cleanField(photoNotes.join('; ')));
  const place = placeOf(writing, typeIsPlace ? productType : '', kind.venue, core);
  const businessName = clean(input.businessName ?? '');
  /** A promotion is written in the post's language or left out: one in another language is never pasted. */
  function promotionOf(value: string): string {
    if (value && CURRENCY_ONLY.test(value)) return mark(value);
    return describe('promotion', value);
  }
  // a business named after its place ("Chatime Sunway Pyramid" in Sunway Pyramid) is not placed there again
  const typedArea = placesOf(clean(input.location));
  // Chinese writes known places whole, largest first (Pudu, Kuala Lumpur → 吉隆坡半山芭); English and Malay posts,
  // and places it does not know, name the first (TTDI, Kuala Lumpur → TTDI; 吉隆坡蕉赖 → Cheras)
  const listed = placeIn(typedArea, lang);
  const spoken = lang === 'zh' && listed !== typedArea ? listed : firstPlace(listed);
  const area = businessName.toLowerCase().includes(firstPlace(typedArea).toLowerCase()) ? '' : spoken;
  const values: SlotValues = {
    thing,
    kind: writtenType || everyday || familyKind,
    business: businessName ? name(businessName) : place,
    place,
    area: area ? name(area) : '',
    benefits: writing.joinList(benefits),
    benefit: benefits[0] ?? '',
    audience,
    promotion: promotionOf(clean(input.promotion)),
    details,
  };
  if (describedName || hanName)
    notes.push(
      `Product Name "${productName}" is not written in ${LANGUAGE_NAMES[lang]}: the post says ${finishValue(thing)}.`,
    );
  if (left.length > 0)
    notes.unshift(
      `Left out, as it is not written in ${LANGUAGE_NAMES[lang]}: ${left.map((f) => FIELD_LABELS[f]).join(', ')}.`,
    );
  // a hashtag of the type is in the post's language and names the product: not a word of kind or a range ("#Class",
  // "#Room"), not the family's own thing, not in another language untranslated ("#Aksesori" in an English post)
  const typeTranslated = translate(productType, lang) ?? productType;
  const typeTag =
    productType === '' ||
    isGenericType(productType) ||
    isGenericType(typeTranslated) ||
    key(familyThing) === key(typeTranslated) ||
    describesInOther(productType, lang) ||
    (isForeign(productType, lang) && translate(productType, lang) === undefined)
      ? ''
      : productType;
  return {
    writing,
    platform,
    customer,
    kind,
    mode: modeOf(kind.industry),
    values,
    benefits,
    short: { ...values, thing: writtenType || familyThing, kind: writtenType || familyKind, business: place },
    // a name the post does not write (a description, a long phrase in another script) is no tag either
    names: [unwritten ? '' : nameTag(productName, lang), businessName, area].filter((value) => value !== ''),
    keywords: resolveKeywords(
      [...(Array.isArray(input.keywords) ? input.keywords : []), ...(input.campaignKeywords ?? [])],
      typeTag,
      unwritten ? '' : nameTag(productName, lang),
    ),
    leftOut: left,
    notes,
  };
}

/** A slot's value as the note quotes it: without the field markers and the English article. */
function finishValue(value: string): string {
  return `"${unmark(value).replace(/^the\s+/iu, '')}"`;
}

/** Two types compare without case, an English article or spaces. */
const key = (value: string): string =>
  unmark(value)
    .replace(/^the\s+/iu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();

export { customerVoice };
