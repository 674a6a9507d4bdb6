import { Box, Table, Text } from '@chakra-ui/react';
import {
  COMPARISON_FEATURES,
  COMPARISON_ROWS,
  COMPARISON_TITLE,
  comparisonCell,
  type ComparisonCell,
} from '#shared/main-site/comparison.ts';
import { HOME_LABELS } from '#shared/main-site/home-labels.ts';
import { HomeSection } from './home-section.tsx';

const TONE_COLORS: Record<ComparisonCell['tone'], string> = { good: 'green.fg', bad: 'red.fg', neutral: 'fg.muted' };
const TONE_MARKS: Record<ComparisonCell['tone'], string> = { good: '✓ ', bad: '✗ ', neutral: '' };

/** On phones the feature names stay in place while the providers' columns scroll under them. */
const STICKY_FIRST_COLUMN = { position: 'sticky', left: '0', zIndex: '1', bg: 'bg', minW: '32', maxW: '40', whiteSpace: 'normal' } as const;

/**
 * 'We're Different. Here's How.': our service against mass-market providers and doing it yourself, one column per
 * provider (our own highlighted) and eight rows. On phones the table scrolls sideways inside its frame.
 */
export function ComparisonSection() {
  return (
    <HomeSection id="comparison" title={COMPARISON_TITLE}>
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" borderRadius="xl" tabIndex={0} aria-label={COMPARISON_TITLE}>
        <Table.Root size={{ base: 'sm', md: 'md' }} minW="2xl" interactive={false}>
          <Table.Caption srOnly>{HOME_LABELS.comparison.caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" color="fg.muted" {...STICKY_FIRST_COLUMN}>
                {HOME_LABELS.comparison.featureColumn}
              </Table.ColumnHeader>
              {COMPARISON_ROWS.map((provider) => (
                <Table.ColumnHeader
                  key={provider.company}
                  scope="col"
                  textAlign="center"
                  bg={provider.highlight ? 'navy.solid' : undefined}
                  color={provider.highlight ? 'white' : 'navy.900'}
                >
                  <Text fontWeight="bold">{provider.company}</Text>
                  <Text fontSize="sm" fontWeight="medium" color={provider.highlight ? 'gold.300' : 'fg.muted'}>
                    {provider.pricing}
                  </Text>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {COMPARISON_FEATURES.map(({ field, label }) => (
              <Table.Row key={field}>
                <Table.Cell as="th" scope="row" fontWeight="semibold" color="navy.900" {...STICKY_FIRST_COLUMN}>
                  {label}
                </Table.Cell>
                {COMPARISON_ROWS.map((provider) => {
                  const cell = comparisonCell(provider, field);
                  return (
                    <Table.Cell
                      key={provider.company}
                      textAlign="center"
                      color={TONE_COLORS[cell.tone]}
                      fontWeight={provider.highlight ? 'bold' : 'medium'}
                      bg={provider.highlight ? 'gold.subtle' : undefined}
                    >
                      <Box as="span" aria-hidden>
                        {TONE_MARKS[cell.tone]}
                      </Box>
                      {cell.text}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </HomeSection>
  );
}
