import { Box, Text } from '@chakra-ui/react';
import {
  COMPARISON_FEATURES,
  COMPARISON_ROWS,
  COMPARISON_TITLE,
  comparisonCell,
  type ComparisonCell,
  type ComparisonRow,
} from '#shared/main-site/comparison.ts';
import { HOME_LABELS } from '#shared/main-site/home-labels.ts';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ui/responsive-table.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';

const TONE_COLORS: Record<ComparisonCell['tone'], string> = { good: 'green.fg', bad: 'red.fg', neutral: 'fg.muted' };
const TONE_MARKS: Record<ComparisonCell['tone'], string> = { good: '✓ ', bad: '✗ ', neutral: '' };

type Feature = (typeof COMPARISON_FEATURES)[number];

/** One column per provider, our own highlighted; on a phone each feature is a card naming every provider. */
const COLUMNS: readonly ResponsiveColumn<Feature>[] = [
  {
    key: 'feature',
    header: HOME_LABELS.comparison.featureColumn,
    cell: (feature) => feature.label,
    cellProps: () => ({ color: 'navy.900' }),
  },
  ...COMPARISON_ROWS.map(
    (provider: ComparisonRow): ResponsiveColumn<Feature> => ({
      key: provider.company,
      label: provider.company,
      header: (
        <>
          <Text fontWeight="bold">{provider.company}</Text>
          <Text fontSize="sm" fontWeight="medium" color={provider.highlight ? 'gold.300' : 'navy.100'}>
            {provider.pricing}
          </Text>
        </>
      ),
      headerProps: { textAlign: 'center', bg: provider.highlight ? 'navy.solid' : 'navy.700' },
      cell: (feature) => {
        const cell = comparisonCell(provider, feature.field);
        return (
          <>
            <Box as="span" aria-hidden>
              {TONE_MARKS[cell.tone]}
            </Box>
            {cell.text}
          </>
        );
      },
      cellProps: (feature) => ({
        textAlign: { base: 'end', md: 'center' },
        color: TONE_COLORS[comparisonCell(provider, feature.field).tone],
        fontWeight: provider.highlight ? 'bold' : 'medium',
        bg: provider.highlight ? 'gold.subtle' : undefined,
      }),
    }),
  ),
];

/**
 * 'We're Different. Here's How.': our service against mass-market providers and doing it yourself, one column per
 * provider (our own highlighted) and eight rows; below 768 px each row is a card.
 */
export function ComparisonSection() {
  return (
    <TitledSection id="comparison" title={COMPARISON_TITLE}>
      <ResponsiveTable
        caption={HOME_LABELS.comparison.caption}
        columns={COLUMNS}
        rows={COMPARISON_FEATURES}
        rowKey={(feature) => feature.field}
      />
    </TitledSection>
  );
}
