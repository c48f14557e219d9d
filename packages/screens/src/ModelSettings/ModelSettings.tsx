/**
 * Settings → Language model (administrators): base URL, model, API key (write-only: only its hint is shown),
 * timeout and concurrency, with presets; "Test connection" and "Save". Read-only when the server's environment
 * sets the model. The page (packages/app) does the calls; this screen only shows and collects.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import {
  MODEL_CONCURRENCY,
  MODEL_PRESETS,
  MODEL_TIMEOUT_MS,
  type ModelSettingsBodyInput,
  type ModelSettingsView,
  type ModelTestResult,
} from '@app/contract';
import { Button, Card, Select, TextField } from '@app/ui';
import { testResultText } from './problemText';
import { StyledActions, StyledForm, StyledGrid, StyledNote, StyledResult } from './ModelSettings.styles';

export interface ModelSettingsProps {
  settings: ModelSettingsView | null;
  isLoading?: boolean;
  /** Saves; resolves with an error text to show, or null when saved. */
  onSave: (body: ModelSettingsBodyInput) => Promise<string | null>;
  onTest: (body: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number }) => Promise<ModelTestResult>;
}

interface Draft {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutSeconds: string;
  concurrency: string;
}

const draftOf = (settings: ModelSettingsView | null): Draft => ({
  baseUrl: settings?.baseUrl ?? '',
  model: settings?.model ?? '',
  apiKey: '',
  timeoutSeconds: String(Math.round((settings?.timeoutMs ?? 30_000) / 1000)),
  concurrency: String(settings?.concurrency ?? 3),
});

export function ModelSettings({ settings, isLoading, onSave, onTest }: ModelSettingsProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [loadedFrom, setLoadedFrom] = useState(settings);
  const [clearKey, setClearKey] = useState(false);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // settings that arrive (the first load, a change elsewhere) fill the form only while it holds what was loaded
  // before: what the administrator has typed is never replaced
  if (settings !== loadedFrom) {
    const before = draftOf(loadedFrom);
    const untouched = (Object.keys(before) as (keyof Draft)[]).every((field) => draft[field] === before[field]);
    setLoadedFrom(settings);
    if (untouched) setDraft(draftOf(settings));
  }
  const readOnly = settings?.source === 'environment';
  const set = (field: keyof Draft) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const timeoutMs = Math.round(Number(draft.timeoutSeconds) * 1000);
  const body = () => ({
    baseUrl: draft.baseUrl.trim(),
    model: draft.model.trim(),
    ...(draft.apiKey.trim() ? { apiKey: draft.apiKey.trim() } : {}),
    timeoutMs,
  });

  const presetOptions = [
    { value: '', label: t`Choose a provider…` },
    ...MODEL_PRESETS.map((preset) => ({ value: preset.id, label: preset.name })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    setResult(null);
    try {
      const error = await onSave({
        ...body(),
        concurrency: Number(draft.concurrency),
        ...(clearKey ? { clearKey } : {}),
      });
      setResult(
        error ? { ok: false, text: error } : { ok: true, text: t`Saved. The next generation uses these settings.` },
      );
      if (!error) {
        setDraft((old) => ({ ...old, apiKey: '' }));
        setClearKey(false);
      }
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    setResult(null);
    try {
      const answer = await onTest(body());
      setResult({ ok: answer.ok, text: testResultText(i18n, answer) });
    } catch (error) {
      setResult({ ok: false, text: error instanceof Error ? error.message : t`The test could not be run` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t`Language model`}>
      {readOnly ? (
        <StyledNote role="note">
          <Trans>Set by the server's environment; the values here are not used.</Trans>
        </StyledNote>
      ) : (
        <StyledNote>
          <Trans>Any OpenAI-compatible endpoint. Without an API key the built-in writer writes the posts.</Trans>
        </StyledNote>
      )}
      <StyledForm onSubmit={(event) => void submit(event)} aria-busy={isLoading || busy !== null}>
        <Select
          label={t`Preset`}
          options={presetOptions}
          value=""
          disabled={readOnly}
          onChange={(event) => {
            const preset = MODEL_PRESETS.find((item) => item.id === event.target.value);
            if (preset) setDraft((old) => ({ ...old, baseUrl: preset.baseUrl, model: preset.model }));
          }}
        />
        <StyledGrid>
          <TextField
            label={t`Base URL`}
            type="url"
            required
            readOnly={readOnly}
            value={draft.baseUrl}
            onChange={(event) => set('baseUrl')(event.target.value)}
            placeholder="https://api.openai.com/v1"
          />
          <TextField
            label={t`Model`}
            required
            readOnly={readOnly}
            value={draft.model}
            onChange={(event) => set('model')(event.target.value)}
          />
        </StyledGrid>
        <TextField
          label={t`API key`}
          type="password"
          autoComplete="off"
          readOnly={readOnly}
          value={draft.apiKey}
          onChange={(event) => {
            set('apiKey')(event.target.value);
            setClearKey(false);
          }}
          hint={
            settings?.keyHint && !clearKey
              ? t`Saved key: ${settings.keyHint}. Leave blank to keep it.`
              : clearKey
                ? t`The saved key is removed when you save.`
                : t`No key saved.`
          }
        />
        <StyledGrid>
          <TextField
            label={t`Timeout (seconds)`}
            type="number"
            inputMode="numeric"
            min={MODEL_TIMEOUT_MS.min / 1000}
            max={MODEL_TIMEOUT_MS.max / 1000}
            readOnly={readOnly}
            value={draft.timeoutSeconds}
            onChange={(event) => set('timeoutSeconds')(event.target.value)}
          />
          <TextField
            label={t`Concurrency`}
            type="number"
            inputMode="numeric"
            min={MODEL_CONCURRENCY.min}
            max={MODEL_CONCURRENCY.max}
            readOnly={readOnly}
            value={draft.concurrency}
            onChange={(event) => set('concurrency')(event.target.value)}
            hint={t`Posts written at the same time`}
          />
        </StyledGrid>
        {result ? (
          <StyledResult role="status" data-ok={result.ok}>
            {result.text}
          </StyledResult>
        ) : null}
        <StyledActions>
          <Button type="button" variant="secondary" loading={busy === 'test'} onClick={() => void test()}>
            <Trans>Test connection</Trans>
          </Button>
          {!readOnly && settings?.keyHint && !clearKey ? (
            <Button type="button" variant="ghost" onClick={() => setClearKey(true)}>
              <Trans>Remove the saved key</Trans>
            </Button>
          ) : null}
          {!readOnly ? (
            <Button type="submit" loading={busy === 'save'}>
              <Trans>Save</Trans>
            </Button>
          ) : null}
        </StyledActions>
      </StyledForm>
    </Card>
  );
}
