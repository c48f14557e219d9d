import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import type { PublicLinkView, RedirectAction } from '@app/contract';
import { CustomerPage, activateLocale, type Locale } from '@app/screens';
import { flow, initialFlow } from './flow';
import { rememberLocale } from './locale';
import { claimPost, fetchLinkView, recordRedirect } from './publicApi';

export interface CustomerAppProps {
  uuid: string;
  /** The view the page's HTML carried (null: an unknown link); undefined: none, so it is fetched. */
  initialView: PublicLinkView | null | undefined;
  i18n: I18n;
  initialLocale: Locale;
}

/** The customer page wired to the public API: loading, claiming, the one redirect per post, and the language. */
export function CustomerApp({ uuid, initialView, i18n, initialLocale }: CustomerAppProps) {
  const [state, dispatch] = useReducer(flow, initialView, initialFlow);
  const [locale, setLocale] = useState(initialLocale);
  /** The platforms whose post has been marked used (copy or open), so that happens once per post. */
  const redirected = useRef(new Set<string>());

  const load = useCallback(async () => {
    dispatch({ type: 'load' });
    try {
      dispatch({ type: 'loaded', view: await fetchLinkView(uuid) });
    } catch {
      dispatch({ type: 'loadFailed' });
    }
  }, [uuid]);

  useEffect(() => {
    if (initialView === undefined) void load();
  }, [initialView, load]);

  const handlePick = async (platform: string) => {
    const earlier = state.claims[platform];
    if (earlier) {
      dispatch({ type: 'claimed', platform, claim: earlier });
      return;
    }
    dispatch({ type: 'pick', platform });
    const answer = await claimPost(uuid, platform);
    dispatch(
      'claim' in answer ? { type: 'claimed', platform, claim: answer.claim } : { type: 'claimFailed', ...answer },
    );
  };

  const handleRedirect = (action: RedirectAction) => {
    const { screen } = state;
    if (screen.kind !== 'post' || !screen.claim.post) return;
    const platform = screen.claim.platform.name;
    if (redirected.current.has(platform)) return;
    redirected.current.add(platform);
    recordRedirect(uuid, { platform, action });
  };

  const handleLocaleChange = async (next: Locale) => {
    await activateLocale(i18n, next);
    document.documentElement.lang = next;
    rememberLocale(() => window.localStorage, next);
    setLocale(next);
  };

  return (
    <CustomerPage
      screen={state.screen}
      locale={locale}
      onLocaleChange={(next) => void handleLocaleChange(next)}
      onPickPlatform={(platform) => void handlePick(platform)}
      onBack={() => dispatch({ type: 'back' })}
      onRetry={() => void load()}
      onRedirect={handleRedirect}
    />
  );
}
