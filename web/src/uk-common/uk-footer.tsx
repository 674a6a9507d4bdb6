import { SimpleGrid, Stack } from '@chakra-ui/react';
import { businessEmail } from '#shared/launch-settings.ts';
import { UK_HUB_ROUTE, UK_SALES_PAGES } from '#shared/uk/content/pages.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { FooterColumn, FooterLink, SiteFooter, type FooterTone } from '../components/layout/site-footer.tsx';
import { track } from '../lib/analytics.ts';
import { usePhoneNumbers } from '../lib/phone-numbers.ts';
import { ukPhoneClick } from './uk-analytics.ts';
import { countedButton } from '../lib/analytics-beacon/button-attribute.ts';

/**
 * The UK pages' footer: the site footer with the UK section's content, the way to the hub, the seven sales pages, the
 * UK phone (tel:) and the business e-mail once the owner has set it.
 */
export function UkFooter({ tone = 'navy' }: { tone?: FooterTone }) {
  const numbers = usePhoneNumbers();
  const copy = UK_COMMON_COPY.footer;
  const email = businessEmail();
  return (
    <SiteFooter tone={tone} label={copy.label}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        <Stack gap="2" align="flex-start">
          <FooterLink href={UK_HUB_ROUTE} color="gold.300">
            {copy.overview}
          </FooterLink>
        </Stack>
        <FooterColumn title={copy.pagesHeading}>
          {UK_SALES_PAGES.map((page) => (
            <FooterLink key={page.id} href={page.route}>
              {page.name}
            </FooterLink>
          ))}
        </FooterColumn>
        <FooterColumn title={copy.contactHeading} as="div">
          <FooterLink href={`tel:${numbers.ukOffice}`} {...countedButton('phone-footer')} onClick={() => track(ukPhoneClick('footer'))}>
            {numbers.ukOffice}
          </FooterLink>
          {email && <FooterLink href={email.href}>{email.address}</FooterLink>}
        </FooterColumn>
      </SimpleGrid>
    </SiteFooter>
  );
}
