import { Flex, Stack, Text } from '@chakra-ui/react';
import { formatCompactPounds } from '#shared/uk/content/money.ts';
import { salesPage } from '#shared/uk/content/pages.ts';
import { ESTATE_ROWS, WEALTH_BENEFITS, WEALTH_STORIES } from '#shared/uk/content/wealth-preservation.ts';
import { SALES_PAGE_MESSAGES } from '#shared/uk/whatsapp.ts';
import { BenefitCard, CardGrid, InfoCard, StoryCard } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';

const PAGE = salesPage('wealth-preservation');
const COPY = UK_SALES_COPY.wealth;

/** /uk/wealth-preservation: zero inheritance tax, estate by estate. */
export default function UkWealthPreservationPage() {
  return (
    <SalesPage
      route={PAGE.route}
      related={PAGE.related}
      cta={{ message: SALES_PAGE_MESSAGES['wealth-preservation'] }}
      hero={<PageHero title={PAGE.reason.title} lead={PAGE.reason.description} />}
    >
      <Section id="estates" heading={COPY.estatesHeading}>
        <CardGrid columns={4}>
          {ESTATE_ROWS.map((row) => (
            <InfoCard key={row.estate} title={`${COPY.estate}: ${formatCompactPounds(row.estate)}`}>
              <Text fontSize="sm" color="fg.muted">
                {row.description}
              </Text>
              <Stack as="dl" gap="1" fontSize="sm">
                {[
                  { label: COPY.ukTax, value: formatCompactPounds(row.ukTax), color: 'red.700' },
                  { label: COPY.dubaiTax, value: formatCompactPounds(row.dubaiTax), color: 'green.700' },
                  { label: COPY.saving, value: formatCompactPounds(row.saving), color: 'gold.700' },
                ].map((figure) => (
                  <Flex key={figure.label} justify="space-between" gap="3">
                    <Text as="dt">{figure.label}</Text>
                    <Text as="dd" fontWeight="bold" color={figure.color}>
                      {figure.value}
                    </Text>
                  </Flex>
                ))}
              </Stack>
              <Text fontWeight="semibold">{row.impact}</Text>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="benefits" heading={COPY.benefitsHeading} tone="muted">
        <CardGrid columns={4}>
          {WEALTH_BENEFITS.map((benefit) => (
            <BenefitCard key={benefit.title} benefit={benefit} />
          ))}
        </CardGrid>
      </Section>
      <Section id="stories" heading={COPY.storiesHeading}>
        <CardGrid columns={3}>
          {WEALTH_STORIES.map((story) => (
            <StoryCard key={story.name} story={story} />
          ))}
        </CardGrid>
      </Section>
    </SalesPage>
  );
}
