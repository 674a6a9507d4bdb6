import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  DEVICES,
  PERFORMANCE_COPY,
  PERFORMANCE_TOASTS,
  VITAL_METRICS,
  VITAL_TARGETS,
  VITAL_UNITS,
  type PerformanceReport,
  type Recommendation,
  type VitalFigure,
  type VitalMetric,
  type VitalStatus,
} from '#shared/admin/performance-rules.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ui/responsive-table.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { usePerformance } from './api/get-performance.ts';
import { implementRecommendation } from './api/implement-recommendation.ts';
import { undoRecommendation } from './api/undo-recommendation.ts';

const STATUS_COLOURS: Record<VitalStatus, string> = { good: 'green', warning: 'orange', critical: 'red' };
const withUnit = (metric: VitalMetric, value: number) => `${value}${VITAL_UNITS[metric] ? ` ${VITAL_UNITS[metric]}` : ''}`;

/** One figure: p75 with its grade, or 'Not enough data', and always the number of visits behind it. */
function Figure({ metric, figure }: { metric: VitalMetric; figure: VitalFigure }) {
  return (
    <Stack gap="0.5" data-testid={`figure-${metric}`}>
      {figure.p75 === undefined || !figure.status ? (
        <Text color="fg.muted">{PERFORMANCE_COPY.notEnough}</Text>
      ) : (
        <HStack gap="2">
          <Text fontWeight="semibold">{withUnit(metric, figure.p75)}</Text>
          <Badge colorPalette={STATUS_COLOURS[figure.status]}>{PERFORMANCE_COPY.status[figure.status]}</Badge>
        </HStack>
      )}
      <Text fontSize="xs" color="fg.muted">
        {figure.visits} {PERFORMANCE_COPY.visits}
      </Text>
    </Stack>
  );
}

type Row = { label: string; device: string; metrics: Record<VitalMetric, VitalFigure> };

/**
 * The figures of the site or of each page, one row per page and device. A phone shows each row as a card (no table to
 * scroll sideways); a wider screen a table in a region the keyboard can scroll.
 */
function FiguresTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const columns: ResponsiveColumn<Row>[] = [
    { key: 'page', header: PERFORMANCE_COPY.page, cell: (row) => row.label },
    { key: 'device', header: '', cell: (row) => row.device },
    ...VITAL_METRICS.map((metric) => ({
      key: metric,
      header: `${metric} (${PERFORMANCE_COPY.target} ${withUnit(metric, VITAL_TARGETS[metric])})`,
      cell: (row: Row) => <Figure metric={metric} figure={row.metrics[metric]} />,
    })),
  ];
  return <ResponsiveTable caption={caption} columns={columns} rows={rows} rowKey={(row) => `${row.label}#${row.device}`} />;
}

function RecommendationCard({ recommendation, onChanged }: { recommendation: Recommendation; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    try {
      if (recommendation.implemented) {
        await undoRecommendation(recommendation.id);
        toast(PERFORMANCE_TOASTS.undone);
      } else {
        await implementRecommendation(recommendation.id);
        toast(PERFORMANCE_TOASTS.applied);
      }
      await onChanged();
    } catch {
      toast(recommendation.implemented ? PERFORMANCE_TOASTS.undoFailed : PERFORMANCE_TOASTS.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root size="sm" as="li" listStyleType="none" data-testid={`recommendation-${recommendation.id}`}>
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{recommendation.title}</Text>
          <Badge colorPalette={recommendation.impact === 'high' ? 'red' : 'orange'}>
            {PERFORMANCE_COPY.impact}: {recommendation.impact}
          </Badge>
          <Badge>
            {PERFORMANCE_COPY.difficulty}: {recommendation.difficulty}
          </Badge>
          {recommendation.implemented && <Badge colorPalette="green">{PERFORMANCE_COPY.implemented}</Badge>}
        </HStack>
        <Text>{recommendation.description}</Text>
        <Text fontSize="sm" color="fg.muted">
          {PERFORMANCE_COPY.estimatedImprovement}: {recommendation.estimatedImprovement}
        </Text>
        {recommendation.autoFixAvailable ? (
          <Box>
            <Button size="sm" colorPalette={recommendation.implemented ? undefined : 'navy'} variant={recommendation.implemented ? 'outline' : 'solid'} loading={busy} onClick={act}>
              {recommendation.implemented ? PERFORMANCE_COPY.undo : PERFORMANCE_COPY.implement}
            </Button>
          </Box>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {PERFORMANCE_COPY.manual}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const hasData = (report: PerformanceReport) => report.pages.length > 0;

/** Performance Optimizer: real-visit Web Vitals of the last 7 days, and the recommendations they call for. */
export function PerformanceTab() {
  const { data, error, mutate } = usePerformance();
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="lg">
          {PERFORMANCE_COPY.heading}
        </Heading>
        <Text color="fg.muted">
          {PERFORMANCE_COPY.intro}
          {data && ` (${data.from} – ${data.to})`}
        </Text>
      </Box>
      {error && !data && <StatusMessage kind="error">{PERFORMANCE_COPY.error}</StatusMessage>}
      {!error && !data && <StatusMessage kind="loading">{PERFORMANCE_COPY.loading}</StatusMessage>}
      {data && !hasData(data) && <StatusMessage kind="empty">{PERFORMANCE_COPY.noData}</StatusMessage>}
      {data && hasData(data) && (
        <>
          <FiguresTable
            caption={PERFORMANCE_COPY.site}
            rows={DEVICES.map((device) => ({ label: PERFORMANCE_COPY.site, device: PERFORMANCE_COPY.device[device], metrics: data.site.find((row) => row.device === device)!.metrics }))}
          />
          <FiguresTable caption={PERFORMANCE_COPY.page} rows={data.pages.map((row) => ({ label: row.page, device: PERFORMANCE_COPY.device[row.device], metrics: row.metrics }))} />
        </>
      )}
      {data && (
        <Stack gap="3">
          <Heading as="h3" size="md">
            {PERFORMANCE_COPY.recommendations}
          </Heading>
          {data.recommendations.length === 0 && hasData(data) && <Text color="fg.muted">{PERFORMANCE_COPY.noRecommendations}</Text>}
          <Stack as="ul" gap="3">
            {data.recommendations.map((recommendation) => (
              <RecommendationCard key={recommendation.id} recommendation={recommendation} onChanged={() => mutate()} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
