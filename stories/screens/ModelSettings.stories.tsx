import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ModelSettingsView, ModelTestResult } from '@app/contract';
import { ModelSettings, type Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { PHONE } from './fixtures/localeOpen';

const SAVED: ModelSettingsView = {
  source: 'database',
  baseUrl: 'https://api.deepseek.com/v1',
  model: 'deepseek-chat',
  timeoutMs: 30000,
  concurrency: 3,
  keyHint: 'sk-…abcd',
  updatedAt: '2026-12-01T10:00:00.000Z',
};
const EMPTY: ModelSettingsView = { ...SAVED, source: 'none', baseUrl: '', model: '', keyHint: null, updatedAt: null };
const CONNECTED: ModelTestResult = { ok: true, model: 'gpt-4o-mini-2024-07-18', latencyMs: 412 };

/** Settings → Language model: presets, the write-only key, Test connection and Save; read-only under the environment. */
const meta = {
  title: 'Screens/Admin/ModelSettings',
  component: ModelSettings,
  parameters: { layout: 'padded' },
  args: {
    settings: EMPTY,
    onSave: fn(async () => null),
    onTest: fn(async () => CONNECTED),
  },
} satisfies Meta<typeof ModelSettings>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const SetUpWithAPreset: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a preset fills the base URL and the model', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Preset'), 'openai');
      await expect(canvas.getByLabelText(/Base URL/)).toHaveValue('https://api.openai.com/v1');
      await expect(canvas.getByLabelText(/^Model/)).toHaveValue('gpt-4o-mini');
    });
    await step('Test connection shows the model and the latency', async () => {
      await userEvent.type(canvas.getByLabelText(/API key/), 'sk-test-0123456789');
      await userEvent.click(canvas.getByRole('button', { name: 'Test connection' }));
      await waitFor(() =>
        expect(canvas.getByText('Connected: gpt-4o-mini-2024-07-18 answered in 412 ms')).toBeVisible(),
      );
      await expect(args.onTest).toHaveBeenCalledWith(
        expect.objectContaining({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test-0123456789' }),
      );
    });
    await step('Save sends the values and empties the key field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(canvas.getByText('Saved. The next generation uses these settings.')).toBeVisible());
      await expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          model: 'gpt-4o-mini',
          apiKey: 'sk-test-0123456789',
          timeoutMs: 30000,
          concurrency: 3,
        }),
      );
      await expect(canvas.getByLabelText(/API key/)).toHaveValue('');
    });
  },
};

/** The page before its settings have loaded, and a button that makes them arrive (as SWR's answer does). */
function Arriving(args: Story['args']) {
  const [settings, setSettings] = useState<ModelSettingsView | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSettings(SAVED)}>
        Settings arrive
      </button>
      <ModelSettings
        onSave={args?.onSave ?? (async () => null)}
        onTest={args?.onTest ?? (async () => CONNECTED)}
        settings={settings}
        isLoading={settings === null}
      />
    </>
  );
}

export const SettingsArriveAfterTyping: Story = {
  render: (args) => <Arriving {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('what the administrator typed before the settings loaded stays', async () => {
      await userEvent.type(canvas.getByLabelText(/Base URL/), 'https://llm.example.my/v1');
      await userEvent.type(canvas.getByLabelText(/API key/), 'sk-typed-0123456789');
      await userEvent.click(canvas.getByRole('button', { name: 'Settings arrive' }));
      await expect(canvas.getByLabelText(/Base URL/)).toHaveValue('https://llm.example.my/v1');
      await expect(canvas.getByLabelText(/API key/)).toHaveValue('sk-typed-0123456789');
    });
  },
};

export const SettingsArriveIntoAnUntouchedForm: Story = {
  render: (args) => <Arriving {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings arrive' }));
    await expect(canvas.getByLabelText(/Base URL/)).toHaveValue(SAVED.baseUrl);
    await expect(canvas.getByLabelText(/^Model/)).toHaveValue(SAVED.model);
  },
};

export const SavedKeyAndARefusedKey: Story = {
  args: {
    settings: SAVED,
    onTest: fn(async (): Promise<ModelTestResult> => ({
      ok: false,
      problem: 'key',
      status: 401,
      host: 'api.deepseek.com',
      latencyMs: 90,
    })),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the saved key shows only as its hint, and a blank key keeps it', async () => {
      await expect(canvas.getByText('Saved key: sk-…abcd. Leave blank to keep it.')).toBeVisible();
      await expect(canvas.getByLabelText(/API key/)).toHaveValue('');
    });
    await step("the provider's refusal reads in plain words", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Test connection' }));
      await waitFor(() => expect(canvas.getByText('The provider refused the API key')).toBeVisible());
    });
    await step('Remove the saved key, then Save, clears it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove the saved key' }));
      await expect(canvas.getByText('The saved key is removed when you save.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ clearKey: true }));
    });
  },
};

export const SetByTheEnvironment: Story = {
  args: { settings: { ...SAVED, source: 'environment' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the panel says the environment wins and offers no Save', async () => {
      await expect(canvas.getByText("Set by the server's environment; the values here are not used.")).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
      await expect(canvas.getByLabelText(/Base URL/)).toHaveAttribute('readonly');
    });
  },
};

const translated = (base: Story, locale: Locale): Story => inLocale<Context, Story>(base, locale);

export const SavedChinese: Story = translated({ args: { settings: SAVED } }, 'zh-CN');
export const SavedMalayPhone: Story = translated({ args: { settings: SAVED }, globals: PHONE }, 'ms');
export const EnvironmentChinesePhone: Story = translated(
  { args: { settings: { ...SAVED, source: 'environment' } }, globals: PHONE },
  'zh-CN',
);
