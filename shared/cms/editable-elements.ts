/**
 * The elements of the public pages that staff may change from the CMS Editor, in one place: each has a stable id
 * (what a page-content item's elementId names), the section it belongs to, its type, the page it is on and its
 * built-in value (what the prerendered page shows, and what comes back when the item is deactivated or deleted).
 * A text or button/link label is text, never HTML; a button/link target is a relative path, an in-page anchor or an
 * https address (see safeTarget); an image's content is an uploaded photograph's address or an https address.
 */
import { HEADER, HERO } from '../main-site/home-content.ts';
import { parseMediaAddress } from './media-rules.ts';

export const ELEMENT_TYPES = ['text', 'image', 'button', 'link'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export type EditableElement = {
  readonly id: string;
  readonly sectionId: string;
  readonly elementType: ElementType;
  /** The public page the element is on. */
  readonly page: string;
  /** What staff see in the form's element list. */
  readonly label: string;
  /** The built-in text (the label of a button or link, the address of an image). */
  readonly content: string;
  /** The built-in target of a button or link. */
  readonly target?: string;
};

/** The sections of the public pages that have editable elements, with the names the form shows. */
export const EDITABLE_SECTIONS = [
  { id: 'home-hero', label: 'Home page: hero' },
  { id: 'home-header', label: 'Home page: header' },
  { id: 'home-about', label: 'Home page: about / our team' },
  { id: 'home-trust', label: 'Home page: licensed and trusted' },
] as const;

/**
 * The built-in value of an image element: the site's designed art (an inline drawing), shown until staff give the
 * https address of a photograph.
 */
export const DESIGNED_ART = {
  heroSkyline: 'Designed art: the Dubai skyline',
  team: 'Designed art: our advisers',
  licence: 'Designed art: a trade licence with its seal',
} as const;

/** What a photograph staff set in an image slot shows, for screen readers (ours, not the spec's). */
export const PHOTO_ALT = {
  heroSkyline: 'Dubai skyline',
  team: 'Our team of advisers',
  licence: 'Our trade licence and certifications',
} as const;

export const EDITABLE_ELEMENTS = [
  { id: 'home-hero-title', sectionId: 'home-hero', elementType: 'text', page: '/', label: 'Hero headline', content: HERO.fallbackTitle },
  { id: 'home-hero-subtitle', sectionId: 'home-hero', elementType: 'text', page: '/', label: 'Hero subtitle', content: HERO.fallbackSubtitle },
  {
    id: 'home-hero-consultation-button',
    sectionId: 'home-hero',
    elementType: 'button',
    page: '/',
    label: 'Hero consultation button',
    content: HERO.primaryButton.label,
    target: HERO.primaryButton.href,
  },
  {
    id: 'home-hero-whatsapp-button',
    sectionId: 'home-hero',
    elementType: 'button',
    page: '/',
    label: 'Hero WhatsApp button',
    content: HERO.secondaryButton.label,
    target: HERO.secondaryButton.href,
  },
  {
    id: 'home-header-consultation-button',
    sectionId: 'home-header',
    elementType: 'button',
    page: '/',
    label: 'Header consultation button',
    content: HEADER.consultationButton.label,
    target: HEADER.consultationButton.href,
  },
  { id: 'home-header-uk-link', sectionId: 'home-header', elementType: 'link', page: '/', label: 'Header UK link', content: HEADER.ukLink.label, target: HEADER.ukLink.href },
  { id: 'home-hero-image', sectionId: 'home-hero', elementType: 'image', page: '/', label: 'Hero picture (wide screens)', content: DESIGNED_ART.heroSkyline },
  { id: 'home-about-image', sectionId: 'home-about', elementType: 'image', page: '/', label: 'About / our team picture', content: DESIGNED_ART.team },
  { id: 'home-trust-image', sectionId: 'home-trust', elementType: 'image', page: '/', label: 'Licensed and trusted picture', content: DESIGNED_ART.licence },
] as const satisfies readonly EditableElement[];

export type EditableElementId = (typeof EDITABLE_ELEMENTS)[number]['id'];

/** The registered element with this id, or undefined. */
export function editableElement(id: string): EditableElement | undefined {
  return EDITABLE_ELEMENTS.find((element) => element.id === id);
}

/**
 * Characters no address of ours needs; React escapes attributes anyway, this keeps stored values plainly addresses.
 * (An apostrophe stays allowed: encodeURIComponent leaves it in the WhatsApp links' messages.)
 */
const UNSAFE_CHARACTERS = /[\s<>"`]/;

/**
 * The target a button or link may point at: a path on this site (`/uk`), an in-page anchor (`#lead-form`) or an https
 * address; anything else (javascript:, data:, http:, //other-host) is refused, so staff text can never run script.
 */
export function isSafeTarget(value: string): boolean {
  if (/^\/(?![/\\])/.test(value) || /^#[\w-]+$/.test(value)) return !UNSAFE_CHARACTERS.test(value);
  return isHttpsUrl(value);
}

/**
 * True for what an image element may hold: the address of a photograph staff uploaded (`/media/<id>/<w>x<h>`, see
 * shared/cms/media-rules.ts) or an https address of one hosted elsewhere.
 */
export function isImageAddress(value: string): boolean {
  return parseMediaAddress(value) !== undefined || isHttpsUrl(value);
}

/** True for an absolute https address (an image's content, an external target). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !UNSAFE_CHARACTERS.test(value);
  } catch {
    return false;
  }
}
