/** Public shapes of the Redbook generator (re-exported by index.ts). */
import type { GeneratedPost, GeneratorRefusal } from '@app/contract';

export type { GeneratedPost };

export interface GeneratorInput {
  platform: string;
  language: 'English' | 'Mandarin' | 'Malay';
  /** The business's name (the tenant's), which most posts name; '' or missing when unknown. */
  businessName?: string;
  /** The campaign the posts are for: its name and description, context the built-in writer may not quote. */
  campaignName?: string;
  campaignDescription?: string;
  /** The campaign's keywords: hashtags after the request's own. */
  campaignKeywords?: string[];
  /** The notes of the picked photos: facts about what the photos show. */
  photoNotes?: string[];
  /** The latest posts saved in the campaign: a new post must not repeat one (similarity.ts). */
  savedTexts?: string[];
  /** The business's industry (the tenant's industry_type); '' or missing when unknown. */
  industry?: string;
  productType: string;
  productName: string;
  targetAudience: string;
  benefits: string;
  promotion: string;
  location: string;
  /** One of the ten listed styles, or the user's own words. */
  tone: string;
  /** Facebook only: a customer recommending the business on its Page (the default), or the Page's own voice. */
  voice?: 'customer' | 'business';
  additionalDetails: string;
  count: number;
  keywords: string[];
}

/** A post as the generator answers it to the server: with what went wrong in detail, for the server's log only. */
export interface GeneratorResult extends GeneratedPost {
  detail?: string;
  /** A post the model was asked for and did not give (the built-in writer's in its place, or refused): why. */
  modelRefusal?: GeneratorRefusal;
}

/** Tokens a model's answer reports (`usage`). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** What a caller is told while a batch is written. */
export interface GenerationHooks {
  /** Each post as soon as it is final, by its place in the batch (a model's posts end in any order). */
  onPost?: (index: number, post: GeneratorResult) => void;
  /** Each call of the language model: the tokens its answer reports, none when it did not answer. */
  onModelCall?: (usage: TokenUsage | undefined) => void;
}

/** How many generations the server runs: per account and minute, and at once on this instance. */
export interface GenerationLimits {
  perMinute: number;
  maxActive: number;
}

export interface PostGenerator {
  generate(input: GeneratorInput, hooks?: GenerationHooks): Promise<GeneratorResult[]>;
  limits?: GenerationLimits;
}
