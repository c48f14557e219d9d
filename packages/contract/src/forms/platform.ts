/**
 * The Add Platform form of campaign details: one of the five platforms or a custom name, and the access value (the
 * link or handle a customer opens). Its output is the part of the POST /entry body the user types; the screen adds
 * the campaign and the tenant.
 */
import * as v from 'valibot';
import { PLATFORMS } from '../constants';
import { requiredText } from '../fields';

/** The Platform select's value for "Other…": the platform is then the Platform Name field's text. */
export const CUSTOM_PLATFORM_CHOICE = 'custom';

export interface PlatformFormValues {
  platform: string;
  customName: string;
  accessValue: string;
}

export interface PlatformFormOutput {
  type: string;
  accessValue: string;
}

const choices: readonly string[] = [...PLATFORMS, CUSTOM_PLATFORM_CHOICE];

const customChosen = (input: { platform: string }) => input.platform === CUSTOM_PLATFORM_CHOICE;

export const platformFormSchema = v.pipe(
  v.object({
    platform: v.pipe(
      v.string('Platform is required'),
      v.check((platform) => choices.includes(platform), 'Platform is required'),
    ),
    customName: v.optional(v.string(), ''),
    accessValue: requiredText('Access Value', 2048),
  }),
  v.forward(
    v.partialCheck(
      [['platform'], ['customName']],
      (input) => !customChosen(input) || input.customName.trim() !== '',
      'Platform Name is required',
    ),
    ['customName'],
  ),
  v.forward(
    v.partialCheck(
      [['platform'], ['customName']],
      (input) => !customChosen(input) || input.customName.trim().length <= 200,
      'Platform Name must be at most 200 characters',
    ),
    ['customName'],
  ),
  v.transform(({ platform, customName, accessValue }): PlatformFormOutput => ({
    type: customChosen({ platform }) ? customName.trim() : platform,
    accessValue,
  })),
);
