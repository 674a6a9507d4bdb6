/**
 * Where the report's next steps lead, from the live phone configuration (what staff set in Phone Config, as the site
 * shows it) and the booking page. A number staff switched off or never stored falls back to its seed, as the pages do.
 */
import { BOOKING_CALENDAR_URL, HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { UK_HUB_ROUTE } from '#shared/uk/content/pages.ts';
import { UK_PHONE_NUMBERS, UK_WHATSAPP_MESSAGES, ukWhatsappLink, type UkPhoneKey } from '#shared/uk/whatsapp.ts';
import type { ReportContacts } from './report-pdf.ts';

/** The report's contacts from the active phone configs and the site's public address (SITE_URL). */
export function reportContacts(activeConfigs: readonly { configKey: string; phoneNumber: string }[], siteUrl: string): ReportContacts {
  const numbers: Partial<Record<UkPhoneKey, string>> = {};
  for (const config of activeConfigs) {
    if (config.configKey in UK_PHONE_NUMBERS) numbers[config.configKey as UkPhoneKey] = config.phoneNumber;
  }
  const whatsappNumber = numbers.main ?? UK_PHONE_NUMBERS.main.phoneNumber;
  return {
    whatsapp: { number: whatsappNumber, href: ukWhatsappLink('main', UK_WHATSAPP_MESSAGES.hubBooking, numbers) },
    ukPhone: numbers.ukOffice ?? UK_PHONE_NUMBERS.ukOffice.phoneNumber,
    bookingUrl: BOOKING_CALENDAR_URL ?? `${siteUrl}${UK_HUB_ROUTE}#${HUB_SECTION_IDS.booking}`,
  };
}
