/**
 * The live phone and WhatsApp numbers on a static page, without React: the page's HTML carries the seeded numbers
 * (the prerender writes them), and staff change them in the admin (Phone config, GET /api/phone-numbers) without a
 * deploy. Once the page is idle this asks for the stored numbers (the page's one request, which its islands share:
 * lib/stored-phone-numbers.ts) and re-points every WhatsApp and tel: link of the static HTML outside the islands to
 * them. An island's HTML is never changed here: React hydrates it as it was prerendered, then it shows the stored
 * numbers itself (usePhoneNumbers). A sleeping island whose text shows a number staff changed is woken as it comes
 * into view, so no number a visitor reads is the old one; one that carries it only in a link's address (an icon
 * button) stays asleep, the page stays light, and the link points at staff's number from the moment it is live (a
 * tap that wakes it included).
 */
import { UK_PHONE_NUMBERS } from '#shared/uk/whatsapp.ts';
import { requestStoredPhoneNumbers, type StoredPhoneNumber } from '../lib/stored-phone-numbers.ts';
import { ISLAND_ATTRIBUTES } from './island-names.ts';
import { wakeWhenInView } from './islands-loader.ts';

const digits = (number: string) => number.replace(/[^\d]/g, '');

/** Seeded number → stored number, for every configured number staff changed. */
export function changedNumbers(rows: readonly StoredPhoneNumber[]): Map<string, string> {
  const changes = new Map<string, string>();
  for (const seed of Object.values(UK_PHONE_NUMBERS)) {
    const stored = rows.find((row) => row.configKey === seed.configKey)?.phoneNumber;
    if (stored && digits(stored) !== '' && digits(stored) !== digits(seed.phoneNumber)) changes.set(seed.phoneNumber, stored);
  }
  return changes;
}

/**
 * `href` pointed at the stored number when it is the WhatsApp chat or the tel: address of a seeded number staff
 * changed (the chat keeps its message); undefined when it points at no such number.
 */
export function rePointedHref(href: string, changes: ReadonlyMap<string, string>): string | undefined {
  for (const [seed, stored] of changes) {
    const chat = `https://wa.me/${digits(seed)}`;
    if (href === chat || href.startsWith(`${chat}?`)) return `https://wa.me/${digits(stored)}${href.slice(chat.length)}`;
    if (href.startsWith('tel:') && digits(href) === digits(seed)) return `tel:${stored}`;
  }
  return undefined;
}

/**
 * The attribute of an element outside the islands that shows a configured number as plain text (a contact line): its
 * text takes the stored number.
 */
export const LIVE_PHONE_ATTRIBUTE = 'data-live-phone';

const PHONE_LINKS = 'a[href^="https://wa.me/"], a[href^="tel:"]';

const islandOf = (element: Element) => element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);

/** Replaces each seeded number in the text under `element` by its stored one. */
function replaceNumbersInText(element: Element, changes: ReadonlyMap<string, string>): void {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (const [seed, stored] of changes) if (text.nodeValue?.includes(seed)) text.nodeValue = text.nodeValue.replaceAll(seed, stored);
  }
}

/**
 * Re-points the links of `root` outside the islands from each seeded number to its stored one: the WhatsApp chat
 * address, the tel: address, and the number where the link shows it as text or in its label. Elements outside the
 * islands marked LIVE_PHONE_ATTRIBUTE get the stored number in their text.
 */
export function applyPhoneNumbers(root: ParentNode, changes: ReadonlyMap<string, string>): void {
  for (const element of root.querySelectorAll(`[${LIVE_PHONE_ATTRIBUTE}]`)) {
    if (!islandOf(element)) replaceNumbersInText(element, changes);
  }
  for (const link of root.querySelectorAll<HTMLAnchorElement>(PHONE_LINKS)) {
    if (islandOf(link)) continue;
    const href = rePointedHref(link.getAttribute('href') ?? '', changes);
    if (href === undefined) continue;
    link.setAttribute('href', href);
    const label = link.getAttribute('aria-label');
    if (label) link.setAttribute('aria-label', [...changes].reduce((text, [seed, stored]) => text.replaceAll(seed, stored), label));
    replaceNumbersInText(link, changes);
  }
}

/** The islands of `root` not awake yet whose text shows a number staff changed. */
export function sleepingIslandsShowingChanges(root: ParentNode, changes: ReadonlyMap<string, string>): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)).filter(
    (island) => !island.hasAttribute(ISLAND_ATTRIBUTES.awake) && [...changes.keys()].some((seed) => island.textContent?.includes(seed)),
  );
}

/** Asks for the stored numbers and applies them to the page; the seeded numbers stay when the API cannot answer. */
export async function showLivePhoneNumbers(): Promise<void> {
  const rows = await requestStoredPhoneNumbers();
  if (!rows) return;
  const changes = changedNumbers(rows);
  if (changes.size === 0) return;
  applyPhoneNumbers(document, changes);
  wakeWhenInView(sleepingIslandsShowingChanges(document, changes));
}
