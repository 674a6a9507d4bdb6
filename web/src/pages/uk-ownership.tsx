import { OWNERSHIP_BENEFITS, OWNERSHIP_SECTORS, OWNERSHIP_STORIES } from '#shared/uk/content/ownership.ts';
import { salesPage } from '#shared/uk/content/pages.ts';
import { SALES_PAGE_MESSAGES } from '#shared/uk/whatsapp.ts';
import { BenefitCard, CardGrid, StoryCard } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { DataTable } from '../features/uk-sales/data-table.tsx';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';

const PAGE = salesPage('ownership');
const COPY = UK_SALES_COPY.ownership;

/** /uk/ownership: 100% foreign ownership, sector by sector. */
export default function UkOwnershipPage() {
  return (
    <SalesPage
      route={PAGE.route}
      related={PAGE.related}
      cta={{ message: SALES_PAGE_MESSAGES.ownership }}
      hero={<PageHero title={PAGE.reason.title} lead={PAGE.reason.description} />}
    >
      <Section id="sectors" heading={COPY.sectorsHeading}>
        <DataTable
          caption={COPY.sectorsHeading}
          rows={OWNERSHIP_SECTORS}
          rowKey={(row) => row.sector}
          columns={[
            { key: 'sector', header: COPY.sectorColumns.sector, cell: (row) => row.sector },
            { key: 'uk', header: COPY.sectorColumns.uk, cell: (row) => row.uk },
            { key: 'dubai', header: COPY.sectorColumns.dubai, cell: (row) => row.dubai },
            { key: 'dubaiZones', header: COPY.sectorColumns.dubaiZones, cell: (row) => row.dubaiZones },
          ]}
        />
      </Section>
      <Section id="benefits" heading={COPY.benefitsHeading} tone="muted">
        <CardGrid columns={4}>
          {OWNERSHIP_BENEFITS.map((benefit) => (
            <BenefitCard key={benefit.title} benefit={benefit} />
          ))}
        </CardGrid>
      </Section>
      <Section id="stories" heading={COPY.storiesHeading}>
        <CardGrid columns={3}>
          {OWNERSHIP_STORIES.map((story) => (
            <StoryCard key={story.name} story={story} />
          ))}
        </CardGrid>
      </Section>
    </SalesPage>
  );
}
