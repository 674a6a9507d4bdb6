import type { CountryCode } from 'libphonenumber-js';
import type { Country } from './countries.ts';

/**
 * The ISO 3166-1 alpha-2 code of every country name the lead form offers (`countries.ts`): the one place a country
 * name becomes a code (phone numbers without an international prefix are read as numbers of the lead's country).
 * Typed by `Country`, so a name added to the list without its code fails the typecheck.
 */
export const COUNTRY_ISO_CODES: Record<Country, CountryCode> = {
  Afghanistan: 'AF', Albania: 'AL', Algeria: 'DZ', Andorra: 'AD', Angola: 'AO', 'Antigua and Barbuda': 'AG',
  Argentina: 'AR', Armenia: 'AM', Australia: 'AU', Austria: 'AT', Azerbaijan: 'AZ', Bahamas: 'BS', Bahrain: 'BH',
  Bangladesh: 'BD', Barbados: 'BB', Belarus: 'BY', Belgium: 'BE', Belize: 'BZ', Benin: 'BJ', Bhutan: 'BT',
  Bolivia: 'BO', 'Bosnia and Herzegovina': 'BA', Botswana: 'BW', Brazil: 'BR', Brunei: 'BN', Bulgaria: 'BG',
  'Burkina Faso': 'BF', Burundi: 'BI', 'Cabo Verde': 'CV', Cambodia: 'KH', Cameroon: 'CM', Canada: 'CA',
  'Central African Republic': 'CF', Chad: 'TD', Chile: 'CL', China: 'CN', Colombia: 'CO', Comoros: 'KM', Congo: 'CG',
  'Costa Rica': 'CR', "Côte d'Ivoire": 'CI', Croatia: 'HR', Cuba: 'CU', Cyprus: 'CY', Czechia: 'CZ',
  'Democratic Republic of the Congo': 'CD', Denmark: 'DK', Djibouti: 'DJ', Dominica: 'DM', 'Dominican Republic': 'DO',
  Ecuador: 'EC', Egypt: 'EG', 'El Salvador': 'SV', 'Equatorial Guinea': 'GQ', Eritrea: 'ER', Estonia: 'EE',
  Eswatini: 'SZ', Ethiopia: 'ET', Fiji: 'FJ', Finland: 'FI', France: 'FR', Gabon: 'GA', Gambia: 'GM', Georgia: 'GE',
  Germany: 'DE', Ghana: 'GH', Greece: 'GR', Grenada: 'GD', Guatemala: 'GT', Guinea: 'GN', 'Guinea-Bissau': 'GW',
  Guyana: 'GY', Haiti: 'HT', 'Holy See': 'VA', Honduras: 'HN', Hungary: 'HU', Iceland: 'IS', India: 'IN',
  Indonesia: 'ID', Iran: 'IR', Iraq: 'IQ', Ireland: 'IE', Israel: 'IL', Italy: 'IT', Jamaica: 'JM', Japan: 'JP',
  Jordan: 'JO', Kazakhstan: 'KZ', Kenya: 'KE', Kiribati: 'KI', Kuwait: 'KW', Kyrgyzstan: 'KG', Laos: 'LA',
  Latvia: 'LV', Lebanon: 'LB', Lesotho: 'LS', Liberia: 'LR', Libya: 'LY', Liechtenstein: 'LI', Lithuania: 'LT',
  Luxembourg: 'LU', Madagascar: 'MG', Malawi: 'MW', Malaysia: 'MY', Maldives: 'MV', Mali: 'ML', Malta: 'MT',
  'Marshall Islands': 'MH', Mauritania: 'MR', Mauritius: 'MU', Mexico: 'MX', Micronesia: 'FM', Moldova: 'MD',
  Monaco: 'MC', Mongolia: 'MN', Montenegro: 'ME', Morocco: 'MA', Mozambique: 'MZ', Myanmar: 'MM', Namibia: 'NA',
  Nauru: 'NR', Nepal: 'NP', Netherlands: 'NL', 'New Zealand': 'NZ', Nicaragua: 'NI', Niger: 'NE', Nigeria: 'NG',
  'North Korea': 'KP', 'North Macedonia': 'MK', Norway: 'NO', Oman: 'OM', Pakistan: 'PK', Palau: 'PW',
  Palestine: 'PS', Panama: 'PA', 'Papua New Guinea': 'PG', Paraguay: 'PY', Peru: 'PE', Philippines: 'PH',
  Poland: 'PL', Portugal: 'PT', Qatar: 'QA', Romania: 'RO', Russia: 'RU', Rwanda: 'RW', 'Saint Kitts and Nevis': 'KN',
  'Saint Lucia': 'LC', 'Saint Vincent and the Grenadines': 'VC', Samoa: 'WS', 'San Marino': 'SM',
  'Sao Tome and Principe': 'ST', 'Saudi Arabia': 'SA', Senegal: 'SN', Serbia: 'RS', Seychelles: 'SC',
  'Sierra Leone': 'SL', Singapore: 'SG', Slovakia: 'SK', Slovenia: 'SI', 'Solomon Islands': 'SB', Somalia: 'SO',
  'South Africa': 'ZA', 'South Korea': 'KR', 'South Sudan': 'SS', Spain: 'ES', 'Sri Lanka': 'LK', Sudan: 'SD',
  Suriname: 'SR', Sweden: 'SE', Switzerland: 'CH', Syria: 'SY', Taiwan: 'TW', Tajikistan: 'TJ', Tanzania: 'TZ',
  Thailand: 'TH', 'Timor-Leste': 'TL', Togo: 'TG', Tonga: 'TO', 'Trinidad and Tobago': 'TT', Tunisia: 'TN',
  Turkey: 'TR', Turkmenistan: 'TM', Tuvalu: 'TV', Uganda: 'UG', Ukraine: 'UA', 'United Arab Emirates': 'AE',
  'United Kingdom': 'GB', 'United States': 'US', Uruguay: 'UY', Uzbekistan: 'UZ', Vanuatu: 'VU', Venezuela: 'VE',
  Vietnam: 'VN', Yemen: 'YE', Zambia: 'ZM', Zimbabwe: 'ZW',
};

/** The ISO code of a country name as stored on a lead (trimmed, case-insensitive), or undefined for anything else. */
export function countryIsoCode(name: string | undefined): CountryCode | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  const match = (Object.keys(COUNTRY_ISO_CODES) as Country[]).find((country) => country.toLowerCase() === wanted);
  return match ? COUNTRY_ISO_CODES[match] : undefined;
}
