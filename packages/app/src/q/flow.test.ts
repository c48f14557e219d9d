import { describe, expect, it, vi } from 'vitest';
import type { ClaimResult, PublicLinkView } from '@app/contract';
import { flow, initialFlow, redirectOnce, type FlowState } from './flow';

const view: Extract<PublicLinkView, { status: 'active' }> = {
  status: 'active',
  business: { name: 'Kedai Kopi', logoUrl: null },
  platforms: [{ name: 'Redbook', icon: 'redbook' }],
};
const claim: ClaimResult = {
  platform: {
    name: 'Redbook',
    icon: 'redbook',
    openUrl: 'https://example.com/k',
    accessValue: 'https://example.com/k',
  },
  post: {
    title: 'Kopi',
    text: 'Sedap',
    keywords: [],
    pictures: [],
    photos: [],
    language: 'Malay',
    voice: 'customer',
    posted: null,
  },
  empty: null,
  reviewChips: null,
  languageSwitch: null,
};

const run = (state: FlowState, ...events: Parameters<typeof flow>[1][]) => events.reduce(flow, state);

describe('initialFlow', () => {
  it("starts from the view the page's HTML carried", () => {
    expect(initialFlow(view).screen).toEqual({ kind: 'platforms', view });
    expect(initialFlow({ status: 'vacant' }).screen).toEqual({ kind: 'vacant' });
    expect(initialFlow(null).screen).toEqual({ kind: 'unknown' });
  });
  it('loads when the HTML carried none', () => {
    expect(initialFlow(undefined).screen).toEqual({ kind: 'loading' });
  });
});

describe('flow', () => {
  it('a new language forgets the kept claims and shows the claim asked for again in it', () => {
    const malay: ClaimResult = { ...claim, post: { ...claim.post!, text: 'Kopi yang sedap' } };
    const shown = run(initialFlow(view), { type: 'claimed', platform: 'Redbook', claim });
    const switched = run(shown, { type: 'languageChanged' });
    expect(switched.claims).toEqual({});
    expect(switched.screen).toEqual({ kind: 'post', view, claim });
    const reclaimed = run(switched, { type: 'reclaimed', platform: 'Redbook', claim: malay });
    expect(reclaimed.screen).toEqual({ kind: 'post', view, claim: malay });
    expect(reclaimed.claims).toEqual({ Redbook: malay });
  });
  it('an answer in the new language that comes after the customer went back only replaces the kept claim', () => {
    const malay: ClaimResult = { ...claim, post: { ...claim.post!, text: 'Kopi yang sedap' } };
    const back = run(
      initialFlow(view),
      { type: 'claimed', platform: 'Redbook', claim },
      { type: 'languageChanged' },
      { type: 'back' },
    );
    const late = run(back, { type: 'reclaimed', platform: 'Redbook', claim: malay });
    expect(late.screen).toEqual({ kind: 'platforms', view });
    expect(late.claims).toEqual({ Redbook: malay });
  });

  it('loads, fails and loads again', () => {
    const failed = run(initialFlow(undefined), { type: 'loadFailed' });
    expect(failed.screen).toEqual({ kind: 'loadError' });
    expect(run(failed, { type: 'load' }, { type: 'loaded', view }).screen).toEqual({ kind: 'platforms', view });
  });

  it('marks the picked platform pending, then shows its post and keeps the claim', () => {
    const pending = run(initialFlow(view), { type: 'pick', platform: 'Redbook' });
    expect(pending.screen).toEqual({ kind: 'platforms', view, pending: 'Redbook', problem: null });
    const shown = run(pending, { type: 'claimed', platform: 'Redbook', claim });
    expect(shown.screen).toEqual({ kind: 'post', view, claim });
    expect(shown.claims).toEqual({ Redbook: claim });
  });

  it('goes back to the platforms with the claim kept', () => {
    const back = run(initialFlow(view), { type: 'claimed', platform: 'Redbook', claim }, { type: 'back' });
    expect(back.screen).toEqual({ kind: 'platforms', view });
    expect(back.claims.Redbook).toBe(claim);
  });

  it('shows why a claim failed, with nothing pending', () => {
    const limited = run(
      initialFlow(view),
      { type: 'pick', platform: 'Redbook' },
      { type: 'claimFailed', problem: 'rateLimited' },
    );
    expect(limited.screen).toEqual({ kind: 'platforms', view, pending: null, problem: 'rateLimited' });
  });

  it('ignores platform events where no business is shown', () => {
    const vacant = initialFlow({ status: 'vacant' });
    expect(run(vacant, { type: 'pick', platform: 'Redbook' })).toBe(vacant);
    expect(run(vacant, { type: 'claimed', platform: 'Redbook', claim })).toBe(vacant);
    expect(run(vacant, { type: 'back' })).toBe(vacant);
  });
});

describe('redirectOnce', () => {
  it('marks a post used on the first copy or open only', () => {
    const send = vi.fn();
    const mark = redirectOnce(send);
    mark(claim, 'copy');
    mark(claim, 'open');
    mark(claim, 'copy');
    expect(send.mock.calls).toEqual([[{ platform: 'Redbook', action: 'copy' }]]);
  });
  it('sends a share as its own action, and nothing for a copy after it', () => {
    const send = vi.fn();
    const mark = redirectOnce(send);
    mark(claim, 'share', 'Malay');
    mark(claim, 'copy', 'Malay');
    expect(send.mock.calls).toEqual([[{ platform: 'Redbook', action: 'share', language: 'Malay' }]]);
  });
  it("marks each platform's post once", () => {
    const send = vi.fn();
    const mark = redirectOnce(send);
    const facebook = { ...claim, platform: { ...claim.platform, name: 'Facebook', icon: 'facebook' as const } };
    mark(claim, 'open');
    mark(facebook, 'open');
    expect(send).toHaveBeenCalledTimes(2);
  });
  it("sends the page's language with the use (the funnel counts it under that language)", () => {
    const send = vi.fn();
    redirectOnce(send)(claim, 'copy', 'Mandarin');
    expect(send.mock.calls).toEqual([[{ platform: 'Redbook', action: 'copy', language: 'Mandarin' }]]);
  });
  it('marks nothing when no post was left', () => {
    const send = vi.fn();
    redirectOnce(send)({ ...claim, post: null }, 'open');
    expect(send).not.toHaveBeenCalled();
  });
});
