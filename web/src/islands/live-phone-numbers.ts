/**
 * The live phone and WhatsApp numbers on a static page, without React: the page's HTML carries the seeded numbers
 * (the prerender writes them), and staff change them in the admin (Phone config, GET /api/phone-numbers) without a
 * deploy. Once the page is idle this asks for the stored numbers and re-points every WhatsApp and tel: link of the
 * static HTML to them, as usePhoneNumbers() does in an island. Islands are left alone: each fetches its own numbers once
 * it is live, and changing their HTML before they hydrate would not match what React expects there. The exception is
 * an island's element marked LIVE_PHONE_ATTRIBUTE (a footer's chat line): it is changed while its island sleeps, so
 * every link of the page shows staff's number before the island wakes (see LIVE_PHONE_ATTRIBUTE for its contract).
 */
import { UK_PHONE_NUMBERS } from '#shared/uk/whatsapp.ts';
import { ISLAND_ATTRIBUTES } from './island-names.ts';

const PHONE_NUMBERS_URL = '/api/phone-numbers';

type PhoneNumberRow = { configKey: string; phoneNumber: string };

const digits = (number: string) => number.replace(/[^\d]/g, '');

/** Seeded number → stored number, for every configured number staff changed. */
function changedNumbers(rows: readonly PhoneNumberRow[]): Map<string, string> {
  const changes = new Map<string, string>();
  for (const seed of Object.values(UK_PHONE_NUMBERS)) {
    const stored = rows.find((row) => row.configKey === seed.configKey)?.phoneNumber;
    if (stored && digits(stored) !== '' && digits(stored) !== digits(seed.phoneNumber)) changes.set(seed.phoneNumber, stored);
  }
  return changes;
}

/**
 * The attribute of an element that shows a configured number as text (a contact line), or of a link inside an island
 * that shows one. Inside an island the element must render the number from usePhoneNumbers() as its only text child
 * with suppressHydrationWarning: React then adopts the stored number this script put there while the island slept
 * (React does not compare attributes when it hydrates a production build), and its own fetch renders the same.
 */
export const LIVE_PHONE_ATTRIBUTE = 'data-live-phone';

/**
 * Whether this script may change `element`: outside every island, or marked LIVE_PHONE_ATTRIBUTE in an island that is
 * not live yet (a live island shows the numbers it fetched itself).
 */
function mayChange(element: Element): boolean {
  const island = element.closest(`[${ISLAND_ATTRIBUTES.name}]`);
  if (!island) return true;
  return element.hasAttribute(LIVE_PHONE_ATTRIBUTE) && !island.hasAttribute(ISLAND_ATTRIBUTES.live);
}

/** Replaces each seeded number in the text under `element` by its stored one. */
function replaceNumbersInText(element: Element, changes: ReadonlyMap<string, string>): void {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (const [seed, stored] of changes) if (text.nodeValue?.includes(seed)) text.nodeValue = text.nodeValue.replaceAll(seed, stored);
  }
}

/**
 * Re-points the links of `root` outside islands (and those marked LIVE_PHONE_ATTRIBUTE in a sleeping island) from
 * each seeded number to its stored one: the WhatsApp chat address, the tel: address, and the number where the link
 * shows it as text or in its label. Elements marked with LIVE_PHONE_ATTRIBUTE (a number shown as plain text) get the
 * stored number in their text too.
 */
export function applyPhoneNumbers(root: ParentNode, rows: readonly PhoneNumberRow[]): void {
  const changes = changedNumbers(rows);
  if (changes.size === 0) return;
  const links = root.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"], a[href^="tel:"]');
  for (const element of root.querySelectorAll(`[${LIVE_PHONE_ATTRIBUTE}]`)) {
    if (mayChange(element)) replaceNumbersInText(element, changes);
  }
  for (const link of links) {
    if (!mayChange(link)) continue;
    const href = link.getAttribute('href') ?? '';
    for (const [seed, stored] of changes) {
      const chat = `https://wa.me/${digits(seed)}`;
      if (href.startsWith(`${chat}?`) || href === chat) link.setAttribute('href', `https://wa.me/${digits(stored)}${href.slice(chat.length)}`);
      else if (href.startsWith('tel:') && digits(href) === digits(seed)) link.setAttribute('href', `tel:${stored}`);
      else continue;
      const label = link.getAttribute('aria-label');
      if (label?.includes(seed)) link.setAttribute('aria-label', label.replaceAll(seed, stored));
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (text.nodeValue?.includes(seed)) text.nodeValue = text.nodeValue.replaceAll(seed, stored);
      }
    }
  }
}

/** Fetches the stored numbers and applies them to the page; the seeded numbers stay when the API cannot answer. */
export async function showLivePhoneNumbers(): Promise<void> {
  try {
    const response = await fetch(PHONE_NUMBERS_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const rows = (await response.json()) as unknown;
    if (Array.isArray(rows)) applyPhoneNumbers(document, rows as PhoneNumberRow[]);
  } catch {
    // Offline or the API down: the page keeps the seeded numbers, as the app does.
  }
}
