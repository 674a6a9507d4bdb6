import { PACKAGES } from '#shared/main-site/packages.ts';
import { breadcrumbList, faqPage, jsonLdScript, packageProduct, professionalService } from './structured-data.ts';

const SITE = 'https://www.dubai-setup.example';

/** The JSON inside one script element, as a parser of the page would read it. */
function scriptJson(element: string): unknown {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(element);
  if (!match) throw new Error(`not one ld+json script element: ${element}`);
  return JSON.parse(match[1]!);
}

describe('JSON-LD script elements', () => {
  it('keeps text that would close the script element inside the data, unchanged when read back', () => {
    // Prepare: an answer a member of staff could type, with markup and a line separator
    const answer = 'Yes </script><script>alert(1)</script> & <!-- more \u2028 text';
    const data = faqPage([{ question: 'Q?', answer }]);

    // Act
    const element = jsonLdScript(data);

    // Assess: one element, no raw "<" inside it, and the same text once parsed
    const content = element.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(content).not.toContain('<');
    expect(scriptJson(element)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: answer } }],
    });
  });
});

describe('the business', () => {
  it('leaves the e-mail out while the owner has set none, never a made-up address', () => {
    // Act
    const business = professionalService(SITE, null);

    // Assess
    expect(business).not.toHaveProperty('email');
  });

  it('gives the business e-mail once the owner has set it', () => {
    // Act
    const business = professionalService(SITE, { address: 'hello@dubaisetup.ae', href: 'mailto:hello@dubaisetup.ae' });

    // Assess
    expect(business).toMatchObject({ email: 'hello@dubaisetup.ae' });
  });

  it('names the office at the Dubai World Trade Center, floor 1, the number ending 0582, and Monday-Friday 08:00-18:00', () => {
    // Act
    const business = professionalService(SITE) as { address: unknown; telephone: string };

    // Assess
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      openingHoursSpecification: {
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
        ],
        opens: '08:00',
        closes: '18:00',
      },
    });
    expect(JSON.stringify(business.address)).toMatch(/Dubai World Trade Center, Floor 1/);
    expect(business.telephone).toMatch(/^\+\d+0582$/);
  });
});

describe('packages', () => {
  it('offers each of the three packages at its price in AED', () => {
    // Act
    const offers = PACKAGES.map((pkg) => packageProduct(SITE, pkg, `${SITE}/#packages`, `${SITE}/image.png`));

    // Assess
    expect(offers.map((product) => [product.name, product.offers])).toEqual([
      ['UAE Mainland', expect.objectContaining({ '@type': 'Offer', price: 12900, priceCurrency: 'AED' })],
      ['Free Zone', expect.objectContaining({ '@type': 'Offer', price: 16900, priceCurrency: 'AED' })],
      ['Offshore', expect.objectContaining({ '@type': 'Offer', price: 9900, priceCurrency: 'AED' })],
    ]);
  });
});

describe('breadcrumbs', () => {
  it('numbers the crumbs from 1 and gives each an absolute address on the site', () => {
    // Act
    const list = breadcrumbList(SITE, [
      { label: 'Home', href: '/' },
      { label: 'UK to Dubai', href: '/uk' },
    ]);

    // Assess
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.dubai-setup.example/' },
      { '@type': 'ListItem', position: 2, name: 'UK to Dubai', item: 'https://www.dubai-setup.example/uk' },
    ]);
  });
});
