import { Badge } from '@chakra-ui/react';
import { CORPORATE_TAX_BENEFITS, FREE_ZONES, PROFIT_LEVELS } from '#shared/uk/content/corporate-tax.ts';
import { formatCompactPounds } from '#shared/uk/content/money.ts';
import { salesPage } from '#shared/uk/content/pages.ts';
import { SALES_PAGE_MESSAGES } from '#shared/uk/whatsapp.ts';
import { BenefitCard, CardGrid } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { DataTable } from '../features/uk-sales/data-table.tsx';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';

const PAGE = salesPage('corporate-tax');
const COPY = UK_SALES_COPY.corporateTax;

/** '£0-£9k'; a range whose ends are equal shows one amount. */
const range = ({ min, max }: { min: number; max: number }) =>
  min === max ? formatCompactPounds(min) : `${formatCompactPounds(min)}-${formatCompactPounds(max)}`;

/** /uk/corporate-tax: 0-9% against the UK's 25%. */
export default function UkCorporateTaxPage() {
  return (
    <SalesPage
      route={PAGE.route}
      related={PAGE.related}
      cta={{ message: SALES_PAGE_MESSAGES['corporate-tax'] }}
      hero={<PageHero title={PAGE.reason.title} lead={PAGE.reason.description} />}
    >
      <Section id="free-zones" heading={COPY.zonesHeading}>
        <DataTable
          caption={COPY.zonesHeading}
          rows={FREE_ZONES}
          rowKey={(row) => row.zone}
          minWidth="3xl"
          columns={[
            { key: 'zone', header: COPY.zoneColumns.zone, cell: (row) => row.zone },
            { key: 'corporateTax', header: COPY.zoneColumns.corporateTax, cell: (row) => row.corporateTax },
            { key: 'duration', header: COPY.zoneColumns.duration, cell: (row) => <Badge colorPalette="gold">{row.duration}</Badge> },
            { key: 'activities', header: COPY.zoneColumns.activities, cell: (row) => row.activities },
            { key: 'highlight', header: COPY.zoneColumns.highlight, cell: (row) => row.highlight },
          ]}
        />
      </Section>
      <Section id="profit-levels" heading={COPY.profitHeading} tone="muted">
        <DataTable
          caption={COPY.profitHeading}
          rows={PROFIT_LEVELS}
          rowKey={(row) => String(row.profitLevel)}
          columns={[
            { key: 'profit', header: COPY.profitColumns.profit, cell: (row) => formatCompactPounds(row.profitLevel) },
            { key: 'uk', header: COPY.profitColumns.uk, cell: (row) => formatCompactPounds(row.ukTax), numeric: true },
            { key: 'dubai', header: COPY.profitColumns.dubai, cell: (row) => range(row.dubaiTax), numeric: true },
            { key: 'annual', header: COPY.profitColumns.annual, cell: (row) => range(row.annualSaving), numeric: true },
            { key: 'fiveYear', header: COPY.profitColumns.fiveYear, cell: (row) => range(row.fiveYearSaving), numeric: true },
          ]}
        />
      </Section>
      <Section id="benefits" heading={COPY.benefitsHeading}>
        <CardGrid columns={3}>
          {CORPORATE_TAX_BENEFITS.map((benefit) => (
            <BenefitCard key={benefit.title} benefit={benefit} />
          ))}
        </CardGrid>
      </Section>
    </SalesPage>
  );
}
