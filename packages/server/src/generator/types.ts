/** Public shapes of the Redbook generator (re-exported by index.ts). */

export interface GeneratorInput {
  platform: string;
  language: 'English' | 'Mandarin' | 'Malay';
  productType: string;
  productName: string;
  targetAudience: string;
  benefits: string;
  promotion: string;
  location: string;
  tone: string;
  additionalDetails: string;
  count: number;
  keywords: string[];
}

export interface GeneratedPost {
  title: string;
  content: string;
  keywords: string[];
  error?: string;
}

export interface PostGenerator {
  generate(input: GeneratorInput): Promise<GeneratedPost[]>;
}
