import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gateStateOf, OnboardingGate, type GateState } from './OnboardingGate';

// The gate as a person reads it: rendered to HTML (no DOM needed), then reduced to
// its words and links.
const PAGE = 'The page itself';

function render(state: GateState, pathname = '/vendor/jobs'): string {
  const gate = createElement(OnboardingGate, { state, title: 'Available jobs', pathname, children: createElement('p', null, PAGE) });
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [pathname] }, gate));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => [label, href.replace(/&amp;/g, '&')]);

describe('the vendor onboarding gate (spec §2)', () => {
  it('while onboarding is not completed, says exactly so and leads to /vendor/onboard, without the page', () => {
    const html = render('onboarding');
    expect(text(html)).toContain("This area will be available once you've finished your onboarding.");
    expect(links(html)).toEqual([['Resume onboarding now', '/vendor/onboard']]);
    expect(html).not.toContain(PAGE);
    expect(text(html)).not.toMatch(/coming soon/i);
  });

  it('once onboarding is completed, shows the page and nothing of the gate', () => {
    const html = render('open');
    expect(html).toBe(`<p>${PAGE}</p>`);
  });

  it('asks a guest to log in at the vendor login, coming back to the page', () => {
    const html = render('guest', '/vendor/my-jobs');
    expect(html).not.toContain(PAGE);
    expect(text(html)).not.toContain('finished your onboarding');
    expect(links(html)).toEqual([
      ['Log in', '/vendor-login?desired_page=%2Fvendor%2Fmy-jobs'],
      ['Create an account', '/vendor-login?tab=register&desired_page=%2Fvendor%2Fmy-jobs'],
    ]);
  });
});

describe('which side of the gate a viewer is on', () => {
  it.each([
    [{ isGuest: true, onboardingCompleted: null }, 'guest'],
    [{ isGuest: false, onboardingCompleted: false }, 'onboarding'],
    [{ isGuest: false, onboardingCompleted: undefined }, 'onboarding'],
    [{ isGuest: false, onboardingCompleted: true }, 'open'],
  ] as const)('%o is %s', (viewer, state) => {
    expect(gateStateOf(viewer)).toBe(state);
  });
});
