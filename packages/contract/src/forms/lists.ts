/**
 * Form-shaped schemas of the campaign and content forms, derived from the request-body schemas: the same
 * field rules and messages, with the form's own field names and a comma-separated keywords text that becomes the
 * body's `keyword` list (split on commas, trimmed, empties kept: SPEC section 5).
 */
import * as v from 'valibot';
import { campaignBodySchema, contentBodySchema } from '../schemas';

/** A keywords text input that becomes the body's keyword list with the body's own rule. */
function keywordsText(listSchema: typeof campaignBodySchema.entries.keyword) {
  // The body's keyword schema takes a list or a comma-separated text; the form always holds the text.
  return v.pipe(
    v.string('Keywords is required'),
    v.transform((text): v.InferInput<typeof listSchema> => text),
    listSchema,
  );
}

/** The campaign create/edit form: Campaign Name, Description and the keywords text. */
export const campaignFormSchema = v.object({
  name: campaignBodySchema.entries.name,
  description: campaignBodySchema.entries.description,
  keyword: keywordsText(campaignBodySchema.entries.keyword),
});
export type CampaignFormValues = v.InferInput<typeof campaignFormSchema>;
export type CampaignFormOutput = v.InferOutput<typeof campaignFormSchema>;

/** The content create/edit form (the image is not a form field: the screen keeps the record's own). */
export const contentFormSchema = v.object({
  title: contentBodySchema.entries.title,
  text: contentBodySchema.entries.text,
  status: contentBodySchema.entries.status,
  isRedirected: contentBodySchema.entries.isRedirected,
  keyword: keywordsText(contentBodySchema.entries.keyword),
});
export type ContentFormValues = v.InferInput<typeof contentFormSchema>;
export type ContentFormOutput = v.InferOutput<typeof contentFormSchema>;
