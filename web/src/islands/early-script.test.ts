import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { JSDOM } from 'jsdom';
import { EARLY_PAGE_GLOBAL, ISLANDS_EARLY_SCRIPT, type EarlyInteraction, type EarlyPage } from '#shared/islands-early-script.ts';

/** A static page as the build writes it: a sleeping header island with its menu, a form island, a static disclosure. */
const PAGE = `
  <meta name="islands-bootstrap" content="/assets/islands-test.js">
  <div data-island="home-header" style="display: contents">
    <header>
      <button type="button" aria-expanded="false" aria-controls="mobile-menu" data-disclosure>Open menu</button>
      <div id="mobile-menu" hidden><a href="#packages">Packages</a></div>
      <button type="button" id="choose" data-scrolls-to="lead-form" data-remember-key="selectedPackage" data-remember-value="freezone">Choose This Package</button>
    </header>
  </div>
  <div data-island="home-lead-form" style="display: contents">
    <form id="lead-form"><input name="fullName" value=""><label><input type="radio" name="structure" value="a">A</label><button type="submit">Send</button></form>
  </div>
  <button type="button" id="housing" aria-expanded="false" aria-controls="housing-panel" data-disclosure>Housing</button>
  <div id="housing-panel" hidden>Rent</div>
  <section id="packages"></section>
`;

let dom: JSDOM | undefined;
let document: Document;
let window: Window;

afterEach(() => dom?.window.close());

/** A fresh page (a window of its own, so no other test's listeners) with the inline script run as the page runs it. */
function loadPage(): EarlyPage {
  dom = new JSDOM(`<!doctype html><html><head></head><body>${PAGE}</body></html>`, { runScripts: 'outside-only', url: 'http://localhost/' });
  window = dom.window as unknown as Window;
  document = window.document;
  (window as unknown as { Element: typeof Element }).Element.prototype.scrollIntoView = jest.fn();
  dom.window.eval(ISLANDS_EARLY_SCRIPT);
  return (window as unknown as Record<string, EarlyPage>)[EARLY_PAGE_GLOBAL]!;
}

const byId = (id: string) => document.getElementById(id)!;
const menuButton = () => document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;

/** Clicks `element` and tells whether anything after the page's own listeners still saw the click. */
function tap(element: Element): { reachedTheIsland: boolean; defaultPrevented: boolean } {
  let reachedTheIsland = false;
  const island = element.closest('[data-island]') ?? document.body;
  const seen = () => (reachedTheIsland = true);
  island.addEventListener('click', seen);
  const event = new (window as unknown as { MouseEvent: typeof MouseEvent }).MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  island.removeEventListener('click', seen);
  return { reachedTheIsland, defaultPrevented: event.defaultPrevented };
}

describe("the static page's inline script, before the islands are live", () => {
  it('opens the phone menu in the tap itself, and keeps the flip for the header to follow once it is live', () => {
    const early = loadPage();

    const outcome = tap(menuButton());

    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(byId('mobile-menu').hidden).toBe(false);
    expect(outcome.reachedTheIsland).toBe(false);
    const kept: EarlyInteraction[] = [];
    early.takeOver((interaction) => kept.push(interaction));
    expect(kept).toEqual([expect.objectContaining({ type: 'toggle', target: menuButton(), marker: document.querySelector('[data-island="home-header"]') })]);
  });

  it('closes the open menu when a link in it is tapped, scrolls to its section at once, and holds the tap for the header', () => {
    const early = loadPage();
    tap(menuButton());

    const outcome = tap(document.querySelector('#mobile-menu a')!);

    expect(outcome).toEqual({ reachedTheIsland: false, defaultPrevented: true });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(byId('mobile-menu').hidden).toBe(true);
    expect(byId('packages').scrollIntoView).toHaveBeenCalled();
    const kept: EarlyInteraction[] = [];
    early.takeOver((interaction) => kept.push(interaction));
    expect(kept.map((interaction) => interaction.type)).toEqual(['toggle', 'toggle', 'click']);
  });

  it('shows a held button as pressed, scrolls to where its action leads, keeps its choice, and hands the tap over', () => {
    const early = loadPage();
    const kept: EarlyInteraction[] = [];
    early.takeOver((interaction) => kept.push(interaction));

    const outcome = tap(byId('choose'));

    expect(outcome).toEqual({ reachedTheIsland: false, defaultPrevented: true });
    expect(byId('choose').getAttribute('aria-busy')).toBe('true');
    expect(byId('lead-form').scrollIntoView).toHaveBeenCalled();
    expect(window.localStorage.getItem('selectedPackage')).toBe('freezone');
    expect(kept).toEqual([expect.objectContaining({ type: 'click', target: byId('choose') })]);
  });

  it("lets the browser's own controls answer: a radio is checked by the tap itself", () => {
    loadPage();
    const radio = document.querySelector<HTMLInputElement>('input[type="radio"]')!;

    const outcome = tap(radio);

    expect(outcome.defaultPrevented).toBe(false);
    expect(radio.checked).toBe(true);
  });

  it('never lets the browser send a form whose island is not live (the answers would land in the address)', () => {
    loadPage();
    const submit = new (window as unknown as { Event: typeof Event }).Event('submit', { bubbles: true, cancelable: true });

    byId('lead-form').dispatchEvent(submit);

    expect(submit.defaultPrevented).toBe(true);
  });

  it('leaves a live island its own taps', () => {
    loadPage();
    document.querySelector('[data-island="home-header"]')!.setAttribute('data-island-live', '');

    const outcome = tap(menuButton());

    expect(outcome.reachedTheIsland).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes a disclosure outside any island for good (a cost-of-living section)', () => {
    const early = loadPage();
    early.takeOver(() => {});

    tap(byId('housing'));
    expect(byId('housing').getAttribute('aria-expanded')).toBe('true');
    expect(byId('housing-panel').hidden).toBe(false);
    tap(byId('housing'));
    expect(byId('housing').getAttribute('aria-expanded')).toBe('false');
    expect(byId('housing-panel').hidden).toBe(true);
  });

  it('hands over what was typed after a tap, in order, so a held submit is not replayed on answers typed later', () => {
    const early = loadPage();
    tap(document.querySelector('button[type="submit"]')!);
    const field = document.querySelector<HTMLInputElement>('input[name="fullName"]')!;
    field.dispatchEvent(new (window as unknown as { Event: typeof Event }).Event('input', { bubbles: true }));

    const kept: EarlyInteraction[] = [];
    early.takeOver((interaction) => kept.push(interaction));

    expect(kept.map((interaction) => interaction.type)).toEqual(['click', 'input']);
  });
});

describe("the static page's inline script and the brand fonts", () => {
  const LISTED = JSON.stringify([{ family: 'Inter', source: "url(/assets/inter-latin-400-normal-abc.woff2) format('woff2')", descriptors: { weight: '400', display: 'optional' } }]);

  /** The faces a page holding its brand faces back adds before it paints, with or without a service worker controlling it. */
  function facesAddedBeforePaint({ controlledByWorker }: { controlledByWorker: boolean }): { family: string; source: string }[] {
    const template = `<template data-after-first-paint data-brand-faces="${LISTED.replaceAll('"', '&quot;')}"></template>`;
    dom = new JSDOM(`<!doctype html><html><head>${template}</head><body>${PAGE}</body></html>`, { runScripts: 'outside-only', url: 'http://localhost/' });
    const added: { family: string; source: string }[] = [];
    Object.assign(dom.window, {
      FontFace: function FontFace(this: { family: string; source: string }, family: string, source: string) {
        Object.assign(this, { family, source });
      },
    });
    Object.defineProperty(dom.window.document, 'fonts', { value: { add: (face: { family: string; source: string }) => added.push({ family: face.family, source: face.source }) } });
    Object.defineProperty(dom.window.navigator, 'serviceWorker', { value: { controller: controlledByWorker ? {} : null, addEventListener: () => undefined } });
    dom.window.eval(ISLANDS_EARLY_SCRIPT);
    return added;
  }

  it('paints a first visit (no service worker yet) in the fallback faces: no brand face is added', () => {
    expect(facesAddedBeforePaint({ controlledByWorker: false })).toEqual([]);
  });

  it('adds the brand faces before the first paint when the service worker, which precaches them, controls the page', () => {
    expect(facesAddedBeforePaint({ controlledByWorker: true })).toEqual([{ family: 'Inter', source: "url(/assets/inter-latin-400-normal-abc.woff2) format('woff2')" }]);
  });
});
