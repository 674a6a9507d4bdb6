import { Text } from '@chakra-ui/react';
import { FAMILY_STORIES, LIFESTYLE_HIGHLIGHTS, LIFESTYLE_ROWS, LIFESTYLE_STATS_BAND } from '#shared/uk/content/lifestyle.ts';
import { salesPage } from '#shared/uk/content/pages.ts';
import { SALES_PAGE_MESSAGES } from '#shared/uk/whatsapp.ts';
import { CardGrid, InfoCard, StatsBand, StoryCard } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { CostOfLivingWidget } from '../features/uk-sales/cost-of-living-widget.tsx';
import { DataTable } from '../features/uk-sales/data-table.tsx';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';

const PAGE = salesPage('lifestyle');
const COPY = UK_SALES_COPY.lifestyle;

function Compared({ value, details, color }: { value: string; details: string; color: string }) {
  return (
    <>
      <Text as="span" display="block" fontWeight="semibold" color={color}>
        {value}
      </Text>
      <Text as="span" display="block" fontSize="sm" color="fg.muted">
        {details}
      </Text>
    </>
  );
}

/** /uk/lifestyle: life in Dubai against the UK, with the cost-of-living comparison. */
export default function UkLifestylePage() {
  return (
    <SalesPage
      route={PAGE.route}
      related={PAGE.related}
      cta={{ message: SALES_PAGE_MESSAGES.lifestyle }}
      hero={<PageHero title={PAGE.reason.title} lead={PAGE.reason.description} />}
    >
      <Section id="lifestyle-comparison" heading={COPY.comparisonHeading}>
        <DataTable
          caption={COPY.comparisonHeading}
          rows={LIFESTYLE_ROWS}
          rowKey={(row) => row.aspect}
          columns={[
            { key: 'aspect', header: COPY.comparisonColumns.aspect, cell: (row) => row.aspect },
            { key: 'uk', header: COPY.comparisonColumns.uk, cell: (row) => <Compared value={row.uk} details={row.ukDetails} color="red.700" /> },
            { key: 'dubai', header: COPY.comparisonColumns.dubai, cell: (row) => <Compared value={row.dubai} details={row.dubaiDetails} color="green.700" /> },
          ]}
        />
      </Section>
      <CostOfLivingWidget />
      <Section id="highlights" heading={COPY.highlightsHeading}>
        <CardGrid columns={4}>
          {LIFESTYLE_HIGHLIGHTS.map((highlight) => (
            <InfoCard key={highlight.title} title={highlight.title}>
              <Text color="fg.muted">{highlight.description}</Text>
              <Text fontWeight="bold" color="gold.700">
                {highlight.stats}
              </Text>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="family-stories" heading={COPY.storiesHeading} tone="muted">
        <CardGrid columns={3}>
          {FAMILY_STORIES.map((story) => (
            <StoryCard key={story.name} story={story} />
          ))}
        </CardGrid>
      </Section>
      <StatsBand stats={LIFESTYLE_STATS_BAND} label={PAGE.reason.title} />
    </SalesPage>
  );
}
