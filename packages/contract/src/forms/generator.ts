/**
 * The generator panel's form: the request's fields (./media) with the tone picked from the ten listed styles or, with
 * the Tone select's "Custom…" choice, typed in a Custom Tone field (up to 40 characters).
 */
import * as v from 'valibot';
import { CUSTOM_TONE_MAX, countCharacters } from '../generator';
import { generatorFormSchema, type GeneratorFormOutput, type GeneratorFormValues } from './media';

/** The Tone select's value for "Custom…": the tone is then the Custom Tone field's text. */
export const CUSTOM_TONE_CHOICE = 'custom';

export type GeneratorPanelFormValues = GeneratorFormValues & { customTone: string };

const customChosen = (input: { tone: string }) => input.tone === CUSTOM_TONE_CHOICE;

export const generatorPanelFormSchema = v.pipe(
  v.object({ ...generatorFormSchema.entries, tone: v.string(), customTone: v.optional(v.string(), '') }),
  v.forward(
    v.partialCheck(
      [['tone'], ['customTone']],
      (input) => !customChosen(input) || input.customTone.trim() !== '',
      'Type your own tone, or pick one of the listed styles',
    ),
    ['customTone'],
  ),
  v.forward(
    v.partialCheck(
      [['tone'], ['customTone']],
      (input) => !customChosen(input) || countCharacters(input.customTone.trim()) <= CUSTOM_TONE_MAX,
      `Custom Tone must be at most ${CUSTOM_TONE_MAX} characters`,
    ),
    ['customTone'],
  ),
  v.transform(({ customTone, ...form }): GeneratorFormOutput => ({
    ...form,
    tone: customChosen(form) ? customTone.trim() : form.tone,
  })),
);
