import { Text } from '@chakra-ui/react';
import { SETUP_STEPS, SETUP_TIMELINE, FAST_SETUP_TESTIMONIALS } from '#shared/uk/content/fast-setup.ts';
import { salesPage } from '#shared/uk/content/pages.ts';
import { SALES_PAGE_MESSAGES } from '#shared/uk/whatsapp.ts';
import { CardGrid, StageTimeline, TestimonialCard } from '../features/uk-sales/cards.tsx';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { DataTable } from '../features/uk-sales/data-table.tsx';
import { Island } from '../islands/island.tsx';
import { LeadCaptureBlock } from '../features/uk-sales/lead-capture-block.tsx';
import { PageHero } from '../features/uk-sales/page-hero.tsx';
import { SalesPage } from '../features/uk-sales/sales-page.tsx';
import { Section } from '../features/uk-sales/section.tsx';

const PAGE = salesPage('fast-setup');
const COPY = UK_SALES_COPY.fastSetup;

/** /uk/fast-setup: the 24-hour setup against the UK's weeks. */
export default function UkFastSetupPage() {
  return (
    <SalesPage
      route={PAGE.route}
      related={PAGE.related}
      cta={{ message: SALES_PAGE_MESSAGES['fast-setup'] }}
      hero={<PageHero title={PAGE.reason.title} lead={PAGE.reason.description} />}
    >
      <Section id="setup-steps" heading={COPY.stepsHeading}>
        <DataTable
          caption={COPY.stepsHeading}
          rows={SETUP_STEPS}
          rowKey={(row) => row.step}
          minWidth="3xl"
          columns={[
            { key: 'step', header: COPY.stepColumns.step, cell: (row) => row.step },
            { key: 'uk', header: COPY.stepColumns.uk, cell: (row) => <Text as="span" color="red.700" fontWeight="semibold" whiteSpace="nowrap">{row.uk}</Text> },
            { key: 'dubai', header: COPY.stepColumns.dubai, cell: (row) => <Text as="span" color="green.700" fontWeight="semibold" whiteSpace="nowrap">{row.dubai}</Text> },
            { key: 'ukIssues', header: COPY.stepColumns.ukIssues, cell: (row) => row.ukIssues },
            { key: 'dubaiAdvantages', header: COPY.stepColumns.dubaiAdvantages, cell: (row) => row.dubaiAdvantages },
          ]}
        />
      </Section>
      <Section id="setup-timeline" heading={COPY.timelineHeading} tone="muted">
        <StageTimeline stages={SETUP_TIMELINE} />
      </Section>
      <Island name="uk-lead-capture" strategy="visible" component={LeadCaptureBlock} props={{ page: 'fast-setup' }} />
      <Section id="testimonials" heading={COPY.testimonialsHeading}>
        <CardGrid columns={3}>
          {FAST_SETUP_TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </CardGrid>
      </Section>
    </SalesPage>
  );
}
