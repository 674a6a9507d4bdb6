/**
 * @jest-environment jsdom
 */
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build of the server renderer: the browser one needs a MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { handOverEarlyInput, noteEarlyInput } from './adopt-early-input.ts';

// React's act() flushes the island's updates before each assertion.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form island with the three kinds of control, reporting its state as it changes. */
function Form({ onState, preselect }: { onState: (state: object) => void; preselect?: string }) {
  const [name, setName] = useState('');
  const [structure, setStructure] = useState('freezone');
  // Like the calculator's package remembered from the home page: chosen once the island is in the browser.
  useEffect(() => {
    if (preselect) setStructure(preselect);
  }, [preselect]);
  const [visas, setVisas] = useState('1');
  const [consent, setConsent] = useState(false);
  onState({ name, structure, visas, consent });
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      {['freezone', 'mainland', 'offshore'].map((option) => (
        <input
          key={option}
          type="radio"
          name="structure"
          value={option}
          aria-label={option}
          checked={structure === option}
          onChange={() => setStructure(option)}
        />
      ))}
      <select aria-label="Visas" value={visas} onChange={(event) => setVisas(event.target.value)}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
      <input type="checkbox" aria-label="Consent" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
    </form>
  );
}

/** The island's prerendered HTML in the page, as the visitor finds it before its code arrives. */
function prerender(): HTMLElement {
  const marker = document.createElement('div');
  marker.innerHTML = renderToString(<Form onState={() => {}} />);
  document.body.replaceChildren(marker);
  return marker;
}

async function hydrate(marker: HTMLElement, preselect?: string): Promise<() => object> {
  let latest: object = {};
  await act(async () => {
    hydrateRoot(marker, <Form onState={(state) => (latest = state)} preselect={preselect} />);
  });
  return () => latest;
}

const control = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;

/** The visitor changes a control of the sleeping island, and the runtime notes it (the inline script reports its input event). */
function visitorSets(marker: HTMLElement, label: string, change: (element: HTMLInputElement & HTMLSelectElement) => void): void {
  const element = control<HTMLInputElement & HTMLSelectElement>(label);
  change(element);
  noteEarlyInput(marker, element);
}

describe('an island adopting what the visitor did before it was live', () => {
  it('takes the typed name, the radio chosen last, the selected option and the ticked box as the visitor left them', async () => {
    // Prepare: the visitor acts on the static HTML.
    const marker = prerender();
    visitorSets(marker, 'Name', (element) => (element.value = 'Aisha Khan'));
    visitorSets(marker, 'offshore', (element) => (element.checked = true));
    visitorSets(marker, 'mainland', (element) => (element.checked = true));
    visitorSets(marker, 'Visas', (element) => (element.value = '2'));
    visitorSets(marker, 'Consent', (element) => (element.checked = true));
    const state = await hydrate(marker);
    expect(state()).toEqual({ name: '', structure: 'freezone', visas: '1', consent: false });

    // Act
    await act(async () => handOverEarlyInput(marker));

    // Assess: the island holds what the page shows, and the page still shows it.
    expect(state()).toEqual({ name: 'Aisha Khan', structure: 'mainland', visas: '2', consent: true });
    expect(control<HTMLInputElement>('Name').value).toBe('Aisha Khan');
    expect(control<HTMLInputElement>('mainland').checked).toBe(true);
    expect(control<HTMLInputElement>('freezone').checked).toBe(false);
    expect(control<HTMLSelectElement>('Visas').value).toBe('2');
    expect(control<HTMLInputElement>('Consent').checked).toBe(true);
  });

  it("keeps the visitor's radio over a choice the island makes on waking", async () => {
    const marker = prerender();
    visitorSets(marker, 'mainland', (element) => (element.checked = true));
    const state = await hydrate(marker, 'offshore');
    expect(control<HTMLInputElement>('offshore').checked).toBe(true);

    await act(async () => handOverEarlyInput(marker));

    expect(state()).toMatchObject({ structure: 'mainland' });
    expect(control<HTMLInputElement>('mainland').checked).toBe(true);
  });

  it('changes nothing in an island the visitor did not touch', async () => {
    const marker = prerender();
    const state = await hydrate(marker);

    await act(async () => handOverEarlyInput(marker));

    expect(state()).toEqual({ name: '', structure: 'freezone', visas: '1', consent: false });
    expect(control<HTMLInputElement>('freezone').checked).toBe(true);
  });
});
