import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { I18n } from '@lingui/core';
import type { ClaimResult, PublicLinkView, RedirectAction } from '@app/contract';
import { CustomerPage, type Locale } from '@app/screens';
import { activateCustomerLocale } from './catalog';
import { flow, initialFlow, redirectOnce } from './flow';
import { rememberLocale } from './locale';
import { POST_LANGUAGE, claimPost, fetchLinkView, recordRedirect, submitPostedLink } from './publicApi';

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
  const markUsed = useMemo(() => redirectOnce((body) => recordRedirect(uuid, body)), [uuid]);

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

  // the phone's Back steps from a post back to the platforms (each post shown is one history entry)
  useEffect(() => {
    const onPop = () => dispatch({ type: 'back' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const showPost = (platform: string, claim: ClaimResult) => {
    window.history.pushState({ post: platform }, '');
    dispatch({ type: 'claimed', platform, claim });
  };

  const handlePick = async (platform: string) => {
    const earlier = state.claims[platform];
    if (earlier) {
      showPost(platform, earlier);
      return;
    }
    dispatch({ type: 'pick', platform });
    const answer = await claimPost(uuid, platform, POST_LANGUAGE[locale]);
    if ('claim' in answer) showPost(platform, answer.claim);
    else dispatch({ type: 'claimFailed', ...answer });
  };

  // a new language: the posts already received were for the old one; the shown one is asked for again (the server
  // releases the old hold and hands out a post in the new language when there is one, else the same post)
  const reclaimIn = async (next: Locale) => {
    const shown = state.screen.kind === 'post' ? state.screen.claim.platform.name : null;
    dispatch({ type: 'languageChanged' });
    if (!shown) return;
    const answer = await claimPost(uuid, shown, POST_LANGUAGE[next]);
    if ('claim' in answer) dispatch({ type: 'reclaimed', platform: shown, claim: answer.claim });
  };

  const handleRedirect = (action: RedirectAction) => {
    // the use is counted under the language the page shows (the funnel's language)
    if (state.screen.kind === 'post') markUsed(state.screen.claim, action, POST_LANGUAGE[locale]);
  };

  const handleLocaleChange = async (next: Locale) => {
    await activateCustomerLocale(i18n, next);
    document.documentElement.lang = next;
    rememberLocale(() => window.localStorage, next);
    setLocale(next);
    await reclaimIn(next);
  };

  return (
    <CustomerPage
      screen={state.screen}
      locale={locale}
      onLocaleChange={(next) => void handleLocaleChange(next)}
      onPickPlatform={(platform) => void handlePick(platform)}
      onBack={() => {
        // the post's history entry: Back of the page and of the phone are one
        if ((window.history.state as { post?: string } | null)?.post) window.history.back();
        else dispatch({ type: 'back' });
      }}
      onRetry={() => void load()}
      onRedirect={handleRedirect}
      onPostLink={(platform, url) => submitPostedLink(uuid, { platform, url, language: POST_LANGUAGE[locale] })}
    />
  );
}
