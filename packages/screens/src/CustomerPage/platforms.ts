import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlatformIcon, PublicPlatform } from '@app/contract';

/**
 * How a customer knows each known platform in their language (Redbook is 小红书 to a Chinese reader); a custom
 * platform keeps the name the business typed.
 */
const KNOWN_NAMES: Readonly<Record<Exclude<PlatformIcon, 'custom'>, MessageDescriptor>> = {
  tiktok: msg`TikTok`,
  'google-review': msg`Google Review`,
  facebook: msg`Facebook`,
  redbook: msg`Redbook`,
  instagram: msg`Instagram`,
};

/** A platform's name as the page shows it, through the active language's `_`. */
export function platformLabel(platform: PublicPlatform, translate: (message: MessageDescriptor) => string): string {
  return platform.icon === 'custom' ? platform.name : translate(KNOWN_NAMES[platform.icon]);
}
