import useSWR from 'swr';
import { useLingui } from '@lingui/react/macro';
import type { ModelSettingsBodyInput, ModelSettingsView, ModelTestResult } from '@app/contract';
import { ModelSettings, failureText } from '@app/screens';
import { api } from '../../api/instance';
import { fetcher } from '../../data/hooks';

const PATH = '/settings/model';

/** Settings → Language model: loads the settings, saves them (PUT) and tests the connection. */
export function ModelSettingsPage() {
  const { i18n, t } = useLingui();
  const { data, isLoading, mutate } = useSWR<ModelSettingsView, Error>(PATH, fetcher);
  const onSave = async (body: ModelSettingsBodyInput): Promise<string | null> => {
    try {
      const saved = await api.request<ModelSettingsView>('PUT', PATH, body);
      await mutate(saved, { revalidate: false });
      return null;
    } catch (error) {
      return failureText(i18n, error, t`Could not save the settings`);
    }
  };
  const onTest = (body: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number }) =>
    api.post<ModelTestResult>(`${PATH}/test`, body).catch((error: unknown) => {
      throw new Error(failureText(i18n, error, t`The test could not be run`));
    });
  return <ModelSettings settings={data ?? null} isLoading={isLoading} onSave={onSave} onTest={onTest} />;
}
