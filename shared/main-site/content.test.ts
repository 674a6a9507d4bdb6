import { CONTACT } from '../contact.ts';
import * as advisory from './advisory-content.ts';
import {
  CONTACT_SECTION,
  FAQ,
  FOOTER,
  HEADER,
  HERO,
  LEAD_FORM,
  LEAD_MAGNET,
  PROCESS_STEPS,
  SECTION_IDS,
  TRUST,
  UK_BLOCK,
} from './home-content.ts';
import * as home from './home-content.ts';
import { FLOATING_WHATSAPP_MESSAGE, HERO_WHATSAPP_MESSAGE } from './whatsapp-messages.ts';

const chatText = (href: string): string => {
  const url = new URL(href);
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toBe(`/${CONTACT.whatsappNumber.replace(/\D/g, '')}`);
  return url.searchParams.get('text') ?? '';
};

/** Every display string in a module, except link targets and the contact details themselves. */
function displayStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return key === 'href' || Object.values(CONTACT).includes(value as never) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => displayStrings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => displayStrings(v, k));
  return [];
}

// The numbers the spec allows the copy to state (section 9 prices and times, hero claims, advisory stats, 2024).
const SPEC_NUMBERS = new Set(['100', '24', '48', '47', '45', '0', '12,900', '16,900', '9,900', '2', '3', '150', '25', '50', '95', '2024']);

describe('home page copy', () => {
  it('falls back to a hero title and subtitle when the content items are missing', () => {
    expect(HERO.contentKeys).toEqual({ title: 'hero_title', subtitle: 'hero_subtitle' });
    expect(HERO.fallbackTitle).toMatch(/100%/);
    expect(HERO.fallbackTitle).toMatch(/24 Hours/);
    expect(HERO.fallbackSubtitle).toMatch(/Dubai World Trade Center/);
    expect(HERO.fallbackSubtitle).toMatch(/visa processing/);
    expect(HERO.fallbackSubtitle).toMatch(/bank account opening/);
  });

  it('announces 47 setup slots remaining', () => {
    expect(HERO.slotsBanner).toContain('47 setup slots remaining');
  });

  it('sends the hero’s first button to the lead form and the second to a prefilled chat', () => {
    expect(HERO.primaryButton.href).toBe('#lead-form');
    expect(chatText(HERO.secondaryButton.href)).toBe(HERO_WHATSAPP_MESSAGE);
  });

  it('highlights 100% ownership, 24-hour setup and zero hidden fees', () => {
    expect(HERO.highlights.map((h) => h.title)).toEqual(['100% Ownership', '24-Hour Setup', 'Zero Hidden Fees']);
  });

  it('links UK entrepreneurs to tax savings, fast setup, lifestyle and the UK hub', () => {
    expect(UK_BLOCK.links.map((l) => l.href)).toEqual(['/uk/tax-savings', '/uk/fast-setup', '/uk/lifestyle', '/uk']);
    expect(UK_BLOCK.text).toMatch(/45%.*0%/);
  });

  it('links the header to Packages, About, UK Clients and the lead form', () => {
    expect(HEADER.links.map((l) => l.href)).toEqual(['#packages', '#about']);
    expect(HEADER.ukLink).toEqual({ label: 'UK Clients', href: '/uk' });
    expect(HEADER.consultationButton).toEqual({ label: 'Free Consultation', href: '#lead-form' });
  });

  it('promises a call or WhatsApp within 24 hours on the lead form', () => {
    expect(LEAD_FORM.promise).toMatch(/call or WhatsApp you within 24 hours/);
  });

  it('has six guarantee cards and six badges, each titled once', () => {
    expect(TRUST.guarantees).toHaveLength(6);
    expect(TRUST.badges).toHaveLength(6);
    expect(new Set(TRUST.guarantees.map((c) => c.title)).size).toBe(6);
    expect(new Set(TRUST.badges.map((c) => c.title)).size).toBe(6);
    expect(TRUST.badges.map((b) => b.title)).toContain('Licensed by the Trade Centre Authority');
  });

  it('answers six to eight distinct questions', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(6);
    expect(FAQ.length).toBeLessThanOrEqual(8);
    expect(new Set(FAQ.map((f) => f.question)).size).toBe(FAQ.length);
  });

  it('quotes the package prices and setup times in the FAQ', () => {
    const answers = FAQ.map((f) => f.answer).join(' ');
    for (const price of ['AED 12,900', 'AED 16,900', 'AED 9,900']) expect(answers).toContain(price);
    expect(answers).toContain('within 24 hours; Offshore companies within 48 hours');
    expect(answers).toContain('2 investor visas');
  });

  it('numbers the process steps from 1 without gaps', () => {
    expect(PROCESS_STEPS.map((s) => s.step)).toEqual(PROCESS_STEPS.map((_, i) => i + 1));
  });

  it('requests the lead magnet over WhatsApp', () => {
    expect(chatText(LEAD_MAGNET.button.href)).toMatch(/checklist/);
  });

  it('shows the WhatsApp number and the World Trade Center address', () => {
    expect(chatText(CONTACT_SECTION.whatsapp.href)).toBe('');
    expect(CONTACT_SECTION.address).toMatch(/Dubai World Trade Center, Floor 1/);
  });

  it('has a footer with the five company links and a privacy link', () => {
    expect(FOOTER.companyLinks.map((l) => l.label)).toEqual(['About Us', 'Our Team', 'Careers', 'Contact', 'Blog']);
    expect(FOOTER.legalLinks[0]).toEqual({ label: 'Privacy Policy', href: '/privacy' });
  });

  it('points every in-page link at an anchor that exists', () => {
    const anchors = new Set(Object.values(SECTION_IDS).map((id) => `#${id}`).concat('#'));
    const hrefs = JSON.stringify(home).match(/"href":"#[^"]*"/g) ?? [];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(anchors.has(h.slice(8, -1))).toBe(true);
  });
});

describe('advisory page copy', () => {
  it('shows 150+ ventures, 25+ countries, $50M+ capital and a 95% growth rate', () => {
    expect(advisory.ADVISORY_STATS.map((s) => `${s.value} ${s.label}`)).toEqual([
      '150+ Ventures',
      '25+ Countries',
      '$50M+ Capital',
      '95% Growth Rate',
    ]);
  });

  it('offers four advisory services and two insight articles', () => {
    expect(advisory.ADVISORY_SERVICES).toHaveLength(4);
    expect(advisory.ADVISORY_INSIGHTS).toHaveLength(2);
  });

  it('opens a chat naming its topic from every button', () => {
    const buttons = [
      advisory.ADVISORY_HEADER.contactButton,
      advisory.ADVISORY_HERO.primaryButton,
      advisory.ADVISORY_HERO.secondaryButton,
      ...advisory.ADVISORY_SERVICES.map((s) => s.button),
      ...advisory.ADVISORY_INSIGHTS.map((i) => i.button),
      advisory.ADVISORY_CTA.chatButton,
    ];
    for (const button of buttons) expect(chatText(button.href)).toContain(button.topic);
    expect(new Set(buttons.map((b) => b.topic)).size).toBe(buttons.length);
  });

  it('offers a phone link to the business number', () => {
    expect(advisory.ADVISORY_CTA.phoneButton.href).toBe(`tel:${CONTACT.whatsappNumber.replace(/[^\d+]/g, '')}`);
    expect(advisory.ADVISORY_FOOTER.address).toBe(CONTACT.address);
  });
});

describe('claims stay within the spec', () => {
  it.each([
    ['home page', home],
    ['advisory page', advisory],
    ['WhatsApp messages', [HERO_WHATSAPP_MESSAGE, FLOATING_WHATSAPP_MESSAGE]],
  ])('the %s states no number the spec does not', (_, module) => {
    const numbers = displayStrings(module).flatMap((s) => s.match(/\d+(?:,\d{3})*/g) ?? []);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((n) => !SPEC_NUMBERS.has(n))).toEqual([]);
  });
});
