/** The customer page's states and what moves between them: a pure reducer (the calls are the entry's). */
import type { ClaimResult, Language, PublicLinkView, RedirectBody } from '@app/contract';
import type { ActiveLinkView, ClaimProblem, CustomerScreen } from '@app/screens';

export interface FlowState {
  screen: CustomerScreen;
  /** The claims received so far, by platform name: going back and picking one again shows the same post. */
  claims: Readonly<Record<string, ClaimResult>>;
}

export type FlowEvent =
  | { type: 'load' }
  | { type: 'loaded'; view: PublicLinkView | null }
  | { type: 'loadFailed' }
  | { type: 'pick'; platform: string }
  | { type: 'claimed'; platform: string; claim: ClaimResult }
  | { type: 'claimFailed'; problem: ClaimProblem }
  | { type: 'back' }
  /** The page's language changed: the claims kept are forgotten (picking a platform asks in the new language). */
  | { type: 'languageChanged' }
  /** The shown platform's claim, asked for again in the new language: shown in place of the old one. */
  | { type: 'reclaimed'; platform: string; claim: ClaimResult };

function screenOf(view: PublicLinkView | null): CustomerScreen {
  if (!view) return { kind: 'unknown' };
  if (view.status === 'vacant') return { kind: 'vacant' };
  return { kind: 'platforms', view };
}

/** The first state: from the view the page's HTML carried (null: an unknown link), or loading when it carried none. */
export function initialFlow(view: PublicLinkView | null | undefined): FlowState {
  return { screen: view === undefined ? { kind: 'loading' } : screenOf(view), claims: {} };
}

const activeView = (screen: CustomerScreen): ActiveLinkView | null => ('view' in screen ? screen.view : null);

export function flow(state: FlowState, event: FlowEvent): FlowState {
  const view = activeView(state.screen);
  switch (event.type) {
    case 'load':
      return { ...state, screen: { kind: 'loading' } };
    case 'loaded':
      return { ...state, screen: screenOf(event.view) };
    case 'loadFailed':
      return { ...state, screen: { kind: 'loadError' } };
    case 'pick':
      return view ? { ...state, screen: { kind: 'platforms', view, pending: event.platform, problem: null } } : state;
    case 'claimed':
      return view
        ? {
            claims: { ...state.claims, [event.platform]: event.claim },
            screen: { kind: 'post', view, claim: event.claim },
          }
        : state;
    case 'claimFailed':
      return view ? { ...state, screen: { kind: 'platforms', view, pending: null, problem: event.problem } } : state;
    case 'back':
      return view ? { ...state, screen: { kind: 'platforms', view } } : state;
    case 'languageChanged':
      return { ...state, claims: {} };
    case 'reclaimed':
      // only while that platform's post is still shown (the customer may have gone back meanwhile)
      return view && state.screen.kind === 'post' && state.screen.claim.platform.name === event.platform
        ? {
            claims: { ...state.claims, [event.platform]: event.claim },
            screen: { kind: 'post', view, claim: event.claim },
          }
        : { ...state, claims: { ...state.claims, [event.platform]: event.claim } };
  }
}

/**
 * Marks a post used the first time its customer copies it, shares it or opens its platform, and never again (one redirect
 * per post); a claim without a post (none left) has nothing to mark. `language`: the page's, counted with the use.
 */
export function redirectOnce(
  send: (body: RedirectBody) => void,
): (claim: ClaimResult, action: RedirectBody['action'], language?: Language) => void {
  const marked = new Set<string>();
  return (claim, action, language) => {
    const platform = claim.platform.name;
    if (!claim.post || marked.has(platform)) return;
    marked.add(platform);
    send({ platform, action, ...(language ? { language } : {}) });
  };
}
