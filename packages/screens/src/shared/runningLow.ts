import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { RunningLow } from '@app/contract';
import { platformLabel } from './platformLabels';

/** "Google Review has no posts — generate some"; "Redbook has only 2 unused posts left — generate some". */
export function runningLowText(low: Pick<RunningLow, 'platform' | 'unused'>, i18n: I18n): string {
  const { unused } = low;
  // the platform as the interface names it (小红书 for Redbook in Chinese), a custom one as it is
  const platform = platformLabel(i18n, low.platform);
  if (unused === 0) return t(i18n)`${platform} has no posts — generate some`;
  return t(
    i18n,
  )`${platform} has only ${plural(unused, { one: '# unused post', other: '# unused posts' })} left — generate some`;
}
