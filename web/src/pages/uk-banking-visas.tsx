import { Badge, Flex, Text } from '@chakra-ui/react';
import {
  ACCOUNT_OPENING_STEPS,
  BANKING_INTRO,
  BANKING_SUCCESS_RATE_PERCENT,
  BANKING_VISA_TIMELINE,
  VISA_TYPES,
} from '#shared/uk/content/banking-visas.ts';
import { salesPageRoute, UK_BANKING_VISAS_ROUTE } from '#shared/uk/content/pages.ts';
import { UK_WHATSAPP_MESSAGES } from '#shared/uk/whatsapp.ts';
import { CardGrid, InfoCard, StageTimeline } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { DataTable } from '../features/uk-sales/data-table.tsx';
import { Island } from '../islands/island.tsx';
import { LeadCaptureBlock } from '../features/uk-sales/lead-capture-block.tsx';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';

const COPY = UK_SALES_COPY.bankingVisas;

/** Where a founder reads on after banking and visas: the setup itself, the tax case and family life. */
const ONWARD = [salesPageRoute('fast-setup'), salesPageRoute('tax-savings'), salesPageRoute('lifestyle')] as const;

/** /uk/banking-visas: opening the UAE bank account and the residence visas (the tax page's next page). */
export default function UkBankingVisasPage() {
  return (
    <SalesPage
      route={UK_BANKING_VISAS_ROUTE}
      related={ONWARD}
      cta={{ message: UK_WHATSAPP_MESSAGES.hubBooking }}
      hero={
        <PageHero title={BANKING_INTRO.title} lead={BANKING_INTRO.summary}>
          <Flex gap="4" align="baseline" wrap="wrap">
            <Text fontSize={{ base: '5xl', md: '7xl' }} fontWeight="bold" color="gold.300" lineHeight="1">
              {BANKING_SUCCESS_RATE_PERCENT}%
            </Text>
            <Text fontSize="xl" fontWeight="semibold">
              {COPY.successRate}
            </Text>
          </Flex>
        </PageHero>
      }
    >
      <Section id="account-opening" heading={COPY.stepsHeading}>
        <CardGrid columns={4}>
          {ACCOUNT_OPENING_STEPS.map((step) => (
            <InfoCard
              key={step.step}
              title={
                <>
                  <Badge colorPalette="navy" variant="solid" me="2">
                    {COPY.step(step.step)}
                  </Badge>
                  {step.title}
                </>
              }
            >
              <Text color="fg.muted">{step.details}</Text>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="visa-types" heading={COPY.visasHeading} tone="muted">
        <DataTable
          caption={COPY.visasHeading}
          rows={VISA_TYPES}
          rowKey={(row) => row.name}
          columns={[
            { key: 'name', header: COPY.visaColumns.name, cell: (row) => row.name },
            { key: 'duration', header: COPY.visaColumns.duration, cell: (row) => row.duration },
            { key: 'for', header: COPY.visaColumns.for, cell: (row) => row.for },
            { key: 'requirements', header: COPY.visaColumns.requirements, cell: (row) => row.requirements },
          ]}
        />
      </Section>
      <Section id="banking-visa-timeline" heading={COPY.timelineHeading}>
        <StageTimeline stages={BANKING_VISA_TIMELINE} />
      </Section>
      <Island name="uk-lead-capture" strategy="visible" component={LeadCaptureBlock} props={{ page: 'banking-visas' }} />
    </SalesPage>
  );
}
