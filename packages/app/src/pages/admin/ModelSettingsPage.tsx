import { useLingui } from '@lingui/react/macro';
import { routes, type BodyOf } from '@app/contract';
import { ModelSettings, failureText } from '@app/screens';
import { call } from '../../api/instance';
import { useCall } from '../../data/useCall';

const { model, saveModel, testModel } = routes.settings;

/** Settings → Language model: loads the settings, saves them (PUT) and tests the connection. */
export function ModelSettingsPage() {
  const { i18n, t } = useLingui();
  const { data, isLoading, mutate } = useCall(model, {});
  const onSave = async (body: BodyOf<typeof saveModel>): Promise<string | null> => {
    try {
      const saved = await call(saveModel, { body });
      await mutate(saved, { revalidate: false });
      return null;
    } catch (error) {
      return failureText(i18n, error, t`Could not save the settings`);
    }
  };
  const onTest = (body: BodyOf<typeof testModel>) =>
    call(testModel, { body }).catch((error: unknown) => {
      throw new Error(failureText(i18n, error, t`The test could not be run`));
    });
  return <ModelSettings settings={data ?? null} isLoading={isLoading} onSave={onSave} onTest={onTest} />;
}
