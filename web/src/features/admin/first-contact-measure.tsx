import { Box, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { FirstContactMeasure as Measure } from '#shared/admin/api-contract.ts';
import { FIRST_CONTACT_COPY } from '#shared/admin/admin-copy.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { useFirstContactSummary } from './api/get-first-contact-summary.ts';

const COPY = FIRST_CONTACT_COPY.measure;

/** A Dubai day (YYYY-MM-DD) as staff read dates: "19 Nov 2026" (the day itself, whatever the staff member's zone). */
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00.000Z`));

/** One window: its days, the share contacted within 24 hours and the median time to first contact. */
function Window({ title, measure }: { title: string; measure: Measure }) {
  const median = measure.medianBeyondPromise || measure.medianMinutes === null ? COPY.beyondPromise : COPY.medianValue(measure.medianMinutes);
  return (
    <Box as="section" borderWidth="1px" rounded="lg" p="4" bg="bg" aria-label={title} data-testid="first-contact-window">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {COPY.window(formatDay(measure.from), formatDay(measure.to))}
      </Text>
      {measure.leads === 0 ? (
        <Text color="fg.muted">{COPY.noLeads}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Stat.Root role="group" aria-label={COPY.share}>
            <Stat.Label>{COPY.share}</Stat.Label>
            <Stat.ValueText>{`${measure.sharePercent ?? 0}%`}</Stat.ValueText>
            <Stat.HelpText>{COPY.ofLeads(measure.withinPromise, measure.leads)}</Stat.HelpText>
          </Stat.Root>
          <Stat.Root role="group" aria-label={COPY.median}>
            <Stat.Label>{COPY.median}</Stat.Label>
            <Stat.ValueText>{median}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
      )}
    </Box>
  );
}

/**
 * The business's own measure for the Analytics Overview: over the last 7 and 30 Dubai days whose 24 hours have all
 * passed, the share of leads first contacted within 24 hours and the median time to first contact. Takes no props:
 * it asks GET /api/admin/first-contact itself (the answer the Lead Management tab's badge shares).
 */
export function FirstContactMeasure() {
  const { data, error } = useFirstContactSummary();
  if (error && !data) return <StatusMessage kind="error">{serverMessage(error) ?? COPY.error}</StatusMessage>;
  if (!data) return <StatusMessage kind="loading">{COPY.loading}</StatusMessage>;
  return (
    <Stack as="section" gap="3" aria-labelledby="first-contact-measure-heading" data-testid="first-contact-measure">
      <Heading as="h2" size="md" id="first-contact-measure-heading">
        {COPY.heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Window title={COPY.last7Days} measure={data.last7Days} />
        <Window title={COPY.last30Days} measure={data.last30Days} />
      </SimpleGrid>
    </Stack>
  );
}
