/**
 * The structured data (schema.org JSON-LD, typed with schema-dts) the prerender writes into public pages, each built
 * from the very data the page shows: the business's contact details, the home page's FAQ and packages, the UK pages'
 * breadcrumb trails. Search engines read it; browsers do not run it (application/ld+json is data, not script).
 */
import type { BreadcrumbList, DayOfWeek, FAQPage, ProfessionalService, Product, Thing, WithContext } from 'schema-dts';
import { POSTAL_ADDRESS } from '#shared/contact.ts';
import { businessEmail, type BusinessEmail } from '#shared/launch-settings.ts';
import type { Faq } from '#shared/main-site/home-content.ts';
import type { SetupPackage } from '#shared/main-site/packages.ts';
import { BRAND } from '#shared/site-copy.ts';
import { UK_CALL_HOURS } from '#shared/uk/london-hours.ts';
import { UK_PHONE_NUMBERS } from '#shared/uk/whatsapp.ts';
import type { Crumb } from '../../src/uk-common/breadcrumb-trail.ts';

const ISO_WEEKDAYS: Readonly<Record<number, DayOfWeek>> = {
  1: 'https://schema.org/Monday',
  2: 'https://schema.org/Tuesday',
  3: 'https://schema.org/Wednesday',
  4: 'https://schema.org/Thursday',
  5: 'https://schema.org/Friday',
  6: 'https://schema.org/Saturday',
  7: 'https://schema.org/Sunday',
};

const twoDigits = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The brand mark as a square PNG (the installable app's icon, web/public/icons), the business's logo. */
export const LOGO_PATH = '/icons/icon-512.png';

/** The node id of the business, so every page's description of it is one entity and products can name their seller. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`;

/**
 * The company as a ProfessionalService. The telephone is the seeded default of the Phone config's main number (the
 * number the pages show until staff change it); the opening hours are the only hours the site states, the UK call
 * line's (Monday to Friday, hours 8 to 17 London time, shown as 08:00-18:00). The e-mail is there only once the owner
 * has set the business e-mail (launch settings): no made-up address reaches a search engine.
 */
export function professionalService(siteUrl: string, email: BusinessEmail | null = businessEmail()): WithContext<ProfessionalService> {
  const weekdays: DayOfWeek[] = [];
  for (let day = UK_CALL_HOURS.firstWeekday; day <= UK_CALL_HOURS.lastWeekday; day++) weekdays.push(ISO_WEEKDAYS[day]!);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId(siteUrl),
    name: BRAND.name,
    slogan: BRAND.tagline,
    url: `${siteUrl}/`,
    logo: new URL(LOGO_PATH, siteUrl).href,
    image: new URL(LOGO_PATH, siteUrl).href,
    ...(email ? { email: email.address } : {}),
    telephone: UK_PHONE_NUMBERS.main.phoneNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: POSTAL_ADDRESS.streetAddress,
      addressLocality: POSTAL_ADDRESS.addressLocality,
      addressCountry: POSTAL_ADDRESS.addressCountry,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: weekdays,
      opens: twoDigits(UK_CALL_HOURS.firstHour),
      closes: twoDigits(UK_CALL_HOURS.lastHour + 1),
    },
  };
}

/** The FAQ section's questions and answers, as shown on the page. */
export function faqPage(faq: readonly Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** A UK page's breadcrumb trail, crumb for crumb, with absolute addresses. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, siteUrl).href,
    })),
  };
}

/** One setup package as a Product with its current price in AED, offered at `url` by the business. */
export function packageProduct(siteUrl: string, pkg: SetupPackage, url: string, image: string): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pkg.title,
    description: pkg.description,
    image,
    brand: { '@type': 'Brand', name: BRAND.name },
    offers: {
      '@type': 'Offer',
      price: pkg.price,
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@id': businessId(siteUrl) },
    },
  };
}

/**
 * One <script type="application/ld+json"> element. Characters that could end the element or start markup (<, >, &)
 * and the line separators some parsers reject are written as JSON escapes, so no text can close the script element.
 */
export function jsonLdScript(data: WithContext<Thing>): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
