import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { formatPounds } from '#shared/uk/content/money.ts';
import { salesPage } from '#shared/uk/content/pages.ts';
import {
  TAX_BREAKDOWN_ROWS,
  TAX_BREAKDOWN_TOTAL,
  TAX_COMPARISON_ROWS,
  TAX_SAVINGS_CASE_STUDIES,
  TAX_SAVINGS_HEADLINE,
} from '#shared/uk/content/tax-savings.ts';
import { TAX_DISCLAIMER } from '#shared/uk/tax-disclaimer.ts';
import { personaMessage, SALES_PAGE_MESSAGES } from '#shared/uk/whatsapp.ts';
import { Island } from '../islands/island.tsx';
import { TaxHeaderContacts } from '../features/uk-sales/tax-header-contacts.tsx';
import { CardGrid, InfoCard } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { DataTable } from '../features/uk-sales/data-table.tsx';
import { Disclaimer } from '../features/uk-sales/disclaimer.tsx';
import { LeadCaptureBlock } from '../features/uk-sales/lead-capture-block.tsx';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';
import { WhatsappCta } from '../features/uk-sales/whatsapp-cta.tsx';

const PAGE = salesPage('tax-savings');
const COPY = UK_SALES_COPY.taxSavings;

/** /uk/tax-savings: the £233,340 analysis. */
export default function UkTaxSavingsPage() {
  return (
    <SalesPage
      route={PAGE.route}
      related={PAGE.related}
      cta={{
        message: SALES_PAGE_MESSAGES['tax-savings'],
        // The spec gives the guide-download button no behaviour.
        extra: (
          <Button type="button" variant="outline" size="xl" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            {COPY.guideDownload}
          </Button>
        ),
      }}
      hero={
        <PageHero title={PAGE.reason.title} lead={PAGE.reason.description} headerExtra={<Island name="uk-tax-header-contacts" strategy="interaction" component={TaxHeaderContacts} />}>
          <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }} align={{ sm: 'baseline' }}>
            <Text fontSize={{ base: '5xl', md: '7xl' }} fontWeight="bold" color="gold.300" lineHeight="1" data-testid="headline-saving">
              {formatPounds(TAX_SAVINGS_HEADLINE.annualSaving)}
            </Text>
            <Stack gap="0">
              <Text fontSize="xl" fontWeight="semibold">
                {COPY.perYear}
              </Text>
              <Text color="navy.100">{COPY.perDay(formatPounds(TAX_SAVINGS_HEADLINE.dailySaving))}</Text>
            </Stack>
          </Flex>
        </PageHero>
      }
      afterLinks={<Island name="uk-lead-capture" strategy="visible" component={LeadCaptureBlock} props={{ page: 'tax-savings' }} />}
      after={<Disclaimer heading={COPY.disclaimerHeading} text={TAX_DISCLAIMER} />}
    >
      <Section id="rate-comparison" heading={COPY.ratesHeading}>
        <DataTable
          caption={COPY.ratesHeading}
          rows={TAX_COMPARISON_ROWS}
          rowKey={(row) => row.category}
          columns={[
            { key: 'category', header: COPY.rateColumns.category, cell: (row) => row.category },
            { key: 'uk', header: COPY.rateColumns.uk, cell: (row) => <Text as="span" color="red.700" fontWeight="semibold">{row.ukRate}</Text> },
            { key: 'dubai', header: COPY.rateColumns.dubai, cell: (row) => <Text as="span" color="green.700" fontWeight="semibold">{row.dubaiRate}</Text> },
            { key: 'saving', header: COPY.rateColumns.saving, cell: (row) => formatPounds(row.annualSaving), numeric: true },
            { key: 'persona', header: COPY.rateColumns.persona, cell: (row) => row.persona },
          ]}
        />
      </Section>
      <Section id="savings-breakdown" heading={COPY.breakdownHeading} tone="muted">
        <DataTable
          caption={COPY.breakdownHeading}
          rows={TAX_BREAKDOWN_ROWS}
          rowKey={(row) => row.category}
          minWidth="xs"
          columns={[
            { key: 'category', header: COPY.breakdownColumns.category, cell: (row) => row.category },
            { key: 'amount', header: COPY.breakdownColumns.amount, cell: (row) => formatPounds(row.amount), numeric: true },
          ]}
          footer={[TAX_BREAKDOWN_TOTAL.category, formatPounds(TAX_BREAKDOWN_TOTAL.amount)]}
        />
      </Section>
      <Section id="case-studies" heading={COPY.personasHeading}>
        <CardGrid columns={3}>
          {TAX_SAVINGS_CASE_STUDIES.map((study) => (
            <InfoCard
              key={study.name}
              title={study.name}
              footer={
                <WhatsappCta counted="whatsapp-persona" message={personaMessage(study)} w="full">
                  {COPY.personaCta(study.name)}
                </WhatsappCta>
              }
            >
              <Text fontSize="sm" color="fg.muted">
                {study.business}
              </Text>
              <Stack as="dl" gap="1" fontSize="sm">
                {[
                  { label: COPY.personaUkTax, value: formatPounds(study.ukTax), color: 'red.700' },
                  { label: COPY.personaDubaiTax, value: formatPounds(study.dubaiTax), color: 'green.700' },
                  { label: COPY.personaSavings, value: formatPounds(study.savings), color: 'gold.700' },
                ].map((figure) => (
                  <Flex key={figure.label} justify="space-between">
                    <Text as="dt">{figure.label}</Text>
                    <Text as="dd" fontWeight="bold" color={figure.color}>
                      {figure.value}
                    </Text>
                  </Flex>
                ))}
              </Stack>
              <Text>{study.description}</Text>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
    </SalesPage>
  );
}
