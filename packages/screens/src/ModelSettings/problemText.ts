import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModelTestResult } from '@app/contract';

/** A connection test's outcome in plain words, in the user's language (never the key). */
export function testResultText(i18n: I18n, result: ModelTestResult): string {
  if (result.ok) {
    return i18n._(msg`Connected: ${result.model} answered in ${result.latencyMs} ms`);
  }
  const host = result.host;
  switch (result.problem) {
    case 'key':
      return i18n._(msg`The provider refused the API key`);
    case 'unreachable':
      return i18n._(msg`Could not reach ${host}`);
    case 'timeout':
      return i18n._(msg`${host} did not answer in time`);
    case 'model':
      return i18n._(msg`The provider does not know this model (or the base URL is wrong)`);
    case 'no-key':
      return i18n._(msg`Type an API key to test with`);
    case 'answer':
      return i18n._(msg`${host} answered, but not as an OpenAI-compatible endpoint`);
    default: {
      const status = result.status ?? 0;
      return i18n._(msg`The provider answered with an error (HTTP ${status})`);
    }
  }
}
