/**
 * Form-shaped schemas of the media screens (assets, the tenant profile and the Redbook generator). Each derives
 * from the request-body schema in ../schemas, so a form validates exactly what the API will accept.
 */
import * as v from 'valibot';
import type { AssetType } from '../constants';
import { assetBodySchema, generatorRequestSchema, type AssetBody, type GeneratorRequest } from '../schemas';

/** What the asset form holds: every field a string; the type is "" until chosen. */
export interface AssetFormValues {
  entryId: string;
  type: AssetType | '';
  /** The uploaded file's object key ("" when none). */
  filePath: string;
  noteContent: string;
  /** The signed-in user's id, sent as `uploadedBy`. */
  uploadedBy: string;
  /** A video's poster (an image captured in the browser at upload), when it has one. */
  thumbnailPath?: string;
}

/**
 * The asset body built from the form: a note carries only its text, an image or a video only its file; an image is
 * its own thumbnail (the server stores its thumbnail version), a video has its poster. Blank strings become null.
 */
export function assetFormToBody(values: AssetFormValues): v.InferInput<typeof assetBodySchema> {
  const isNote = values.type === 'note';
  return {
    type: values.type,
    entryId: values.entryId,
    filePath: isNote ? null : values.filePath,
    noteContent: isNote ? values.noteContent : null,
    thumbnailPath:
      values.type === 'image' ? values.filePath : values.type === 'video' ? values.thumbnailPath || null : null,
    uploadedBy: values.uploadedBy,
  };
}

/**
 * The asset form: validated by assetBodySchema after `assetFormToBody` (Platform and Asset Type required, a note
 * needs non-blank text, an image or a video a file). Errors land on the form's fields of the same name.
 */
export const assetFormSchema = v.pipe(
  v.object({
    entryId: v.string(),
    type: v.union([v.picklist(['image', 'video', 'note']), v.literal('')]),
    filePath: v.string(),
    noteContent: v.string(),
    uploadedBy: v.string(),
    thumbnailPath: v.optional(v.string()),
  }),
  v.transform(assetFormToBody),
  assetBodySchema,
);
export type AssetFormOutput = AssetBody;

/** The generator form's fields: the request without what the screen adds itself (campaign, user, save). */
export const generatorFormSchema = v.omit(generatorRequestSchema, ['campaignId', 'userId', 'save']);
export type GeneratorFormValues = Omit<v.InferInput<typeof generatorFormSchema>, 'keywords' | 'count'> & {
  /** Comma-separated; split, trimmed, empties removed. */
  keywords: string;
  count: number;
};
export type GeneratorFormOutput = v.InferOutput<typeof generatorFormSchema>;

/** The request of SPEC section 3 from the form's output: `save` is always false; `assetIds` are the picked assets. */
export function buildGeneratorRequest(
  form: GeneratorFormOutput,
  context: { campaignId: string | null; userId: string; assetIds?: readonly string[] },
): GeneratorRequest {
  return v.parse(generatorRequestSchema, {
    ...form,
    campaignId: context.campaignId,
    userId: context.userId,
    ...(context.assetIds ? { assetIds: [...context.assetIds] } : {}),
    save: false,
  });
}
