import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { MARKET_ACCESS_STORIES, MARKET_REGIONS, MARKET_STATS_BAND, UK_LIMITATIONS } from '#shared/uk/content/market-access.ts';
import { salesPage } from '#shared/uk/content/pages.ts';
import { regionMessage, SALES_PAGE_MESSAGES } from '#shared/uk/whatsapp.ts';
import { CardGrid, InfoCard, StatsBand, StoryCard } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { Island } from '../islands/island.tsx';
import { LeadCaptureBlock } from '../features/uk-sales/lead-capture-block.tsx';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';
import { WhatsappCta } from '../features/uk-sales/whatsapp-cta.tsx';

const PAGE = salesPage('market-access');
const COPY = UK_SALES_COPY.marketAccess;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap="3">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" textAlign="end">
        {value}
      </Text>
    </Flex>
  );
}

/** /uk/market-access: 3 billion consumers within reach. */
export default function UkMarketAccessPage() {
  return (
    <SalesPage
      route={PAGE.route}
      related={PAGE.related}
      cta={{ message: SALES_PAGE_MESSAGES['market-access'] }}
      hero={<PageHero title={PAGE.reason.title} lead={PAGE.reason.description} />}
    >
      <Section id="regions" heading={COPY.regionsHeading}>
        <CardGrid columns={4}>
          {MARKET_REGIONS.map((region) => (
            <InfoCard
              key={region.region}
              title={region.region}
              footer={
                <WhatsappCta counted="whatsapp-region" message={regionMessage(region.region)} w="full" size="sm">
                  {COPY.explore(region.region)}
                </WhatsappCta>
              }
            >
              <Stack as="dl" gap="1" fontSize="sm">
                <Fact label={COPY.population} value={region.population} />
                <Fact label={COPY.flightTime} value={region.flightTime} />
                <Fact label={COPY.keyMarkets} value={region.keyMarkets.join(', ')} />
                <Fact label={COPY.growth} value={region.growth} />
              </Stack>
              <Text fontSize="sm">{region.opportunity}</Text>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="uk-limitations" heading={COPY.limitationsHeading} tone="muted">
        <CardGrid columns={4}>
          {UK_LIMITATIONS.map((item) => (
            <InfoCard key={item.limitation} title={item.limitation}>
              <Stack as="dl" gap="2" fontSize="sm">
                <div>
                  <Text as="dt" fontWeight="semibold">
                    {COPY.impact}
                  </Text>
                  <Text as="dd">{item.impact}</Text>
                </div>
                <div>
                  <Text as="dt" fontWeight="semibold">
                    {COPY.cost}
                  </Text>
                  <Text as="dd">
                    <Badge colorPalette="red" whiteSpace="normal">
                      {item.cost}
                    </Badge>
                  </Text>
                </div>
              </Stack>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="success-stories" heading={COPY.storiesHeading}>
        <CardGrid columns={3}>
          {MARKET_ACCESS_STORIES.map((story) => (
            <StoryCard key={story.name} story={story} />
          ))}
        </CardGrid>
      </Section>
      <StatsBand stats={MARKET_STATS_BAND} label={PAGE.reason.title} />
      <Island name="uk-lead-capture" strategy="visible" component={LeadCaptureBlock} props={{ page: 'market-access' }} />
    </SalesPage>
  );
}
