/**
 * The Analytics Overview's charts (issue 26), inside the Analytics Overview tab: one range for every chart, kept in
 * the address bar (analytics-range.ts); the consent share beside the view-based figures; leads per day, conversion
 * rates per page and landing variant against the target, the variants compared, campaigns, the funnel, WhatsApp and
 * phone clicks, and the Web Vitals trend. Loaded lazily by overview-tab.tsx, so the chart library is its own chunk.
 */
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { ANALYTICS_VIEW_COPY as COPY } from '#shared/analytics/analytics-messages.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useMinuteClock } from '../use-minute-clock.ts';
import { clickRows, consentShare, leadsPerDay, pageRates } from './analytics-figures.ts';
import { parseAnalyticsRange, writeAnalyticsRange } from './analytics-range.ts';
import { ClicksChart } from './clicks-chart.tsx';
import { CampaignsChart, FunnelChart, LeadsPerDayChart } from './lead-charts.tsx';
import { excludeMeLink, publicSiteUrl } from './public-site.ts';
import { RangeControl } from './range-control.tsx';
import { PageRatesChart, VariantRatesChart, withLeads } from './rate-charts.tsx';
import { useAnalyticsReport } from './use-analytics.ts';
import { PerformanceCharts } from './vitals-trend.tsx';

/** The consent share in words: the sample every view-based figure covers. */
const consentText = (share: ReturnType<typeof consentShare>) =>
  share.sharePercent === null ? COPY.consent.none : COPY.consent.share(COPY.percent(share.sharePercent), share.granted, share.refused);

function ExcludeMeLink() {
  const siteUrl = publicSiteUrl();
  if (!siteUrl) return null;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <LinkButton href={excludeMeLink(siteUrl)} target="_blank" rel="noopener" size="xs" variant="outline">
        {COPY.exclude.link}
      </LinkButton>
      <Text fontSize="xs" color="fg.muted">
        {COPY.exclude.hint}
      </Text>
    </Flex>
  );
}

export default function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const now = useMinuteClock();
  const range = useMemo(() => parseAnalyticsRange(params, now), [params, now]);
  const { data: report, error, isLoading } = useAnalyticsReport(range.from, range.to);
  const shown = report ? { from: report.from, to: report.to } : range;
  const consent = report ? consentText(consentShare(report)) : '';

  return (
    <Stack as="section" aria-labelledby="analytics-heading" gap="4" data-testid="analytics-view" minW="0">
      <Stack gap="1">
        <Heading as="h2" size="md" id="analytics-heading">
          {COPY.heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {COPY.intro}
        </Text>
      </Stack>
      <RangeControl range={range} today={dubaiDay(now)} onChange={(next) => setParams((current) => writeAnalyticsRange(current, next))} />
      <ExcludeMeLink />
      {error ? <StatusMessage kind="error">{COPY.error}</StatusMessage> : null}
      {!error && (isLoading || !report) ? <StatusMessage kind="loading">{COPY.loading}</StatusMessage> : null}
      {report ? (
        <Box aria-busy={isLoading} opacity={isLoading ? 0.7 : 1}>
          <Stack gap="4">
            <LeadsPerDayChart rows={leadsPerDay(report)} range={shown} />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <PageRatesChart rows={withLeads(pageRates(report), report.leadPages)} targetPercent={report.variants.targetPercent} range={shown} consent={consent} />
              <VariantRatesChart variants={report.variants} leads={report.leadVariants} range={shown} consent={consent} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <CampaignsChart campaigns={report.campaigns} range={shown} />
              <FunnelChart funnel={report.funnel} range={shown} consent={consent} />
            </SimpleGrid>
            <ClicksChart rows={clickRows(report)} range={shown} />
          </Stack>
        </Box>
      ) : null}
      <PerformanceCharts />
    </Stack>
  );
}
