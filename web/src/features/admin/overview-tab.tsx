import { Badge, Box, Button, Card, Flex, Heading, HStack, ScrollArea, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminLead, AnalyticsOverview } from '#shared/admin/api-contract.ts';
import { LEAD_FIELD_LABELS, OVERVIEW_COPY } from '#shared/admin/admin-copy.ts';
import { PRIVACY_REQUESTS_OVERVIEW_COPY as PRIVACY_COPY } from '#shared/admin/data-request-messages.ts';
import { ANALYTICS_VIEW_COPY } from '#shared/analytics/analytics-messages.ts';
import { withDialog } from '../../admin-common/dashboard-url.ts';
import { formatDateTime, formatPercent } from '../../admin-common/format.ts';
import { GuideBadge, LeadFieldList, StatusBadge } from '../../admin-common/lead-fields.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useOverview } from './api/get-overview.ts';
import { FirstContactMeasure } from './first-contact-measure.tsx';

/**
 * The charts (issue 26) load as a chunk of their own when the tab opens: the chart library stays out of the admin's
 * first load, and, like all admin code, off every public page.
 */
const AnalyticsView = lazy(() => import('./analytics/analytics-view.tsx'));

function Analytics() {
  return (
    <Suspense fallback={<StatusMessage kind="loading">{ANALYTICS_VIEW_COPY.loading}</StatusMessage>}>
      <AnalyticsView />
    </Suspense>
  );
}

function Counters({ totals }: { totals: AnalyticsOverview['totals'] }) {
  const { counters } = OVERVIEW_COPY;
  const items: [string, string][] = [
    [counters.total, String(totals.total)],
    [counters.new, String(totals.new)],
    [counters.contacted, String(totals.contacted)],
    [counters.guideDownloads, String(totals.guideDownloads)],
    [counters.countries, String(totals.countries)],
    [counters.conversionRate, formatPercent(totals.conversionRate)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
      {items.map(([label, value]) => (
        // The group carries the counter's name; the stat inside stays a plain description list (dt and dd in a dl
        // with no role of its own, which a role would take away from them).
        <Box key={label} role="group" aria-label={label} borderWidth="1px" rounded="lg" p="4" bg="bg">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** One recent lead with every field the spec lists. */
function RecentLead({ lead }: { lead: AdminLead }) {
  return (
    <Card.Root size="sm" as="li" listStyleType="none">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{lead.fullName}</Text>
          <StatusBadge status={lead.status} />
          <GuideBadge lead={lead} />
        </HStack>
        <LeadFieldList
          fields={[
            [LEAD_FIELD_LABELS.email, lead.email],
            [LEAD_FIELD_LABELS.phone, lead.phone],
            [LEAD_FIELD_LABELS.companyName, lead.companyName],
            [LEAD_FIELD_LABELS.businessActivity, lead.businessActivity],
            [LEAD_FIELD_LABELS.country, lead.country],
            [LEAD_FIELD_LABELS.ipAddress, lead.ipAddress],
            [LEAD_FIELD_LABELS.createdAt, formatDateTime(lead.createdAt)],
            [LEAD_FIELD_LABELS.notes, lead.notes],
            [LEAD_FIELD_LABELS.guideAccessedAt, formatDateTime(lead.guideAccessedAt)],
            [LEAD_FIELD_LABELS.userAgent, lead.userAgent],
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

function TopList({ title, rows }: { title: string; rows: { name: string; count: number }[] }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h3" size="sm" mb="3">
        {title}
      </Heading>
      {rows.length === 0 && <Text color="fg.muted">{OVERVIEW_COPY.noneYet}</Text>}
      <Stack as="ol" gap="2">
        {rows.map(({ name, count }) => (
          <Flex as="li" key={name} justify="space-between" gap="3">
            <Text>{name}</Text>
            <Text color="fg.muted">
              {count} {OVERVIEW_COPY.leadsLabel}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The privacy requests still to answer: how many are overdue and due this week (marked, in words), and a button that
 * opens the Privacy view (?dialog=privacy), whose Data requests tab lists them.
 */
function PrivacyRequestsLine({ counts }: { counts: AnalyticsOverview['privacyRequests'] }) {
  const [, setParams] = useSearchParams();
  const urgent = counts.overdue > 0 ? 'red' : counts.dueThisWeek > 0 ? 'orange' : undefined;
  return (
    <Flex role="group" aria-label={PRIVACY_COPY.label} align="center" gap="3" wrap="wrap" borderWidth="1px" rounded="lg" p="3" bg="bg" data-testid="privacy-requests-overview">
      <Text fontWeight="semibold">{PRIVACY_COPY.label}:</Text>
      <Text>{PRIVACY_COPY.summary(counts.overdue, counts.dueThisWeek, counts.open)}</Text>
      {urgent ? <Badge colorPalette={urgent} variant="solid">{counts.overdue > 0 ? PRIVACY_COPY.overdueBadge : PRIVACY_COPY.dueSoonBadge}</Badge> : null}
      <Button size="xs" variant="outline" onClick={() => setParams((current) => withDialog(current, 'privacy'))}>
        {PRIVACY_COPY.open}
      </Button>
    </Flex>
  );
}

/**
 * Analytics Overview: the six counters, the 15 most recent leads, the top countries and business types, and the
 * charts of visits, conversions, campaigns and performance (shown also before the first lead: visits come first).
 */
export function OverviewTab() {
  const { data, error, isLoading } = useOverview();
  if (error) return <StatusMessage kind="error">{OVERVIEW_COPY.error}</StatusMessage>;
  if (isLoading || !data) return <StatusMessage kind="loading">{OVERVIEW_COPY.loading}</StatusMessage>;
  // Absent from an answer of an API older than the data-request log.
  const privacyRequests = data.privacyRequests as AnalyticsOverview['privacyRequests'] | undefined;
  if (data.totals.total === 0) {
    return (
      <Stack gap="4">
        {privacyRequests && privacyRequests.open > 0 ? <PrivacyRequestsLine counts={privacyRequests} /> : null}
        <StatusMessage kind="empty">{OVERVIEW_COPY.empty}</StatusMessage>
        <Analytics />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Counters totals={data.totals} />
      {privacyRequests ? <PrivacyRequestsLine counts={privacyRequests} /> : null}
      <FirstContactMeasure />
      <Text color="fg.muted" fontSize="sm">
        {OVERVIEW_COPY.spamBlocked}: {data.spamSubmissions}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Box gridColumn={{ lg: 'span 2' }} borderWidth="1px" rounded="lg" p="4" bg="bg">
          <Heading as="h2" size="md" mb="3">
            {OVERVIEW_COPY.recentLeads}
          </Heading>
          <ScrollArea.Root height="32rem" variant="always">
            <ScrollArea.Viewport tabIndex={0} aria-label={OVERVIEW_COPY.recentLeads}>
              <ScrollArea.Content>
                <Stack as="ul" gap="3" pe="3" data-testid="recent-leads">
                  {data.recentLeads.map((lead) => (
                    <RecentLead key={lead.id} lead={lead} />
                  ))}
                </Stack>
              </ScrollArea.Content>
            </ScrollArea.Viewport>
            <ScrollArea.Scrollbar />
          </ScrollArea.Root>
        </Box>
        <Stack gap="6">
          <TopList title={OVERVIEW_COPY.topCountries} rows={data.topCountries.map((row) => ({ name: row.country, count: row.count }))} />
          <TopList
            title={OVERVIEW_COPY.topBusinessTypes}
            rows={data.topBusinessTypes.map((row) => ({ name: row.businessActivity, count: row.count }))}
          />
        </Stack>
      </SimpleGrid>
      <Analytics />
    </Stack>
  );
}
