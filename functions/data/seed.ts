import { HERO } from '#shared/main-site/home-content.ts';
import { UK_PHONE_NUMBERS } from '#shared/uk/whatsapp.ts';
import { contentItem } from './content-items.ts';
import { putIfAbsent } from './items.ts';
import { phoneConfigItem } from './phone-configs.ts';
import { testimonialItem } from './testimonials.ts';

const SEEDED_AT = '2025-07-18T00:00:00.000Z';

/**
 * What a new table starts with: the hero texts, example testimonials for staff to replace, and the phone numbers
 * (no tracking tags). Items are written only when absent, so seeding again never overwrites what staff edited.
 */
export const SEED_ITEMS: Record<string, unknown>[] = [
  contentItem({ key: HERO.contentKeys.title, title: 'Hero title', content: HERO.fallbackTitle, isActive: true, updatedAt: SEEDED_AT }),
  contentItem({ key: HERO.contentKeys.subtitle, title: 'Hero subtitle', content: HERO.fallbackSubtitle, isActive: true, updatedAt: SEEDED_AT }),
  testimonialItem({
    id: 'seed-testimonial-1',
    name: 'James Whitmore',
    position: 'Founder',
    company: 'Whitmore Digital',
    rating: 5,
    content: 'Our free-zone company was licensed in a day, and the bank account followed without a single chase from us.',
    isActive: true,
    createdAt: '2025-07-18T00:00:01.000Z',
  }),
  testimonialItem({
    id: 'seed-testimonial-2',
    name: 'Priya Raman',
    position: 'Managing Director',
    company: 'Raman Trading',
    rating: 5,
    content: 'One manager handled the licence, the visas and the Emirates IDs. Every price was the price we paid.',
    isActive: true,
    createdAt: '2025-07-18T00:00:02.000Z',
  }),
  testimonialItem({
    id: 'seed-testimonial-3',
    name: 'Marco Bellini',
    position: 'CEO',
    company: 'Bellini Consulting',
    rating: 5,
    content: 'From our first WhatsApp message to a mainland company with a World Trade Center address in 24 hours.',
    isActive: true,
    createdAt: '2025-07-18T00:00:03.000Z',
  }),
  ...Object.values(UK_PHONE_NUMBERS).map((config) =>
    phoneConfigItem({ id: config.configKey, ...config, updatedAt: SEEDED_AT }),
  ),
];

/** Writes the seed items that are missing; answers how many it wrote. */
export async function seedTable(): Promise<number> {
  let written = 0;
  for (const item of SEED_ITEMS) if (await putIfAbsent(item)) written += 1;
  return written;
}
