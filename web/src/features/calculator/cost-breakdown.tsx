import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { CALCULATOR_BREAKDOWN, CALCULATOR_CTAS } from '#shared/main-site/calculator-content.ts';
import type { CostBreakdown as Breakdown, StructureOption } from '#shared/main-site/calculator.ts';
import { formatAed } from '#shared/main-site/packages.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';

type CostBreakdownProps = {
  structure: StructureOption;
  breakdown: Breakdown;
  onAccurateQuote: () => void;
  onStartSetup: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export const BREAKDOWN_HEADING_ID = 'cost-breakdown-heading';

function Row({ label, amount, detail }: { label: string; amount: string; detail?: string }) {
  return (
    <Table.Row>
      <Table.Cell as="th" scope="row" fontWeight="normal" ps="0" py="3">
        <Text color="navy.900">{label}</Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" pe="0" py="3" fontWeight="medium" whiteSpace="nowrap" verticalAlign="top">
        {amount}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The cost breakdown: base, extra visas, services and the total, each in AED, then the two calls to action. Its
 * heading takes focus when the visitor presses Calculate, so the result is brought into view and announced.
 */
export function CostBreakdown({ structure, breakdown, onAccurateQuote, onStartSetup, headingRef }: CostBreakdownProps) {
  const extraVisas =
    structure.extraVisaPrice === null
      ? { label: CALCULATOR_BREAKDOWN.extraVisasNone, amount: CALCULATOR_BREAKDOWN.extraVisasNotAvailable }
      : {
          label:
            breakdown.extraVisas > 0
              ? CALCULATOR_BREAKDOWN.extraVisas(breakdown.extraVisas, structure.extraVisaPrice)
              : CALCULATOR_BREAKDOWN.extraVisasNone,
          amount: formatAed(breakdown.extraVisaCost),
        };

  return (
    <Box
      as="section"
      aria-labelledby={BREAKDOWN_HEADING_ID}
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="gold.emphasized"
      boxShadow="lg"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="1" mb="4">
        <Heading
          id={BREAKDOWN_HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          as="h2"
          fontSize={{ base: 'xl', md: '2xl' }}
          color="navy.900"
          _focusVisible={{ outline: 'none' }}
        >
          {CALCULATOR_BREAKDOWN.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {CALCULATOR_BREAKDOWN.liveNote}
        </Text>
      </Stack>

      {/* Announces the new total when the visitor changes a choice after calculating. */}
      <Table.Root size="sm" aria-labelledby={BREAKDOWN_HEADING_ID} aria-live="polite">
        <Table.Body>
          <Row label={CALCULATOR_BREAKDOWN.base(structure.name)} amount={formatAed(breakdown.base)} />
          <Row label={extraVisas.label} amount={extraVisas.amount} />
          <Row
            label={CALCULATOR_BREAKDOWN.services(breakdown.services.length)}
            detail={breakdown.services.map((service) => service.name).join(', ') || undefined}
            amount={formatAed(breakdown.servicesTotal)}
          />
        </Table.Body>
        <Table.Footer>
          <Table.Row borderTopWidth="2px" borderColor="navy.900">
            <Table.Cell as="th" scope="row" ps="0" py="4" fontSize="lg" fontWeight="bold" color="navy.900">
              {CALCULATOR_BREAKDOWN.total}
            </Table.Cell>
            <Table.Cell textAlign="end" pe="0" py="4" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="navy.900" whiteSpace="nowrap">
              {formatAed(breakdown.total)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
      <Text mt="3" fontSize="sm" color="fg.muted">
        {CALCULATOR_BREAKDOWN.totalNote}
      </Text>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
        <LinkButton asChild colorPalette="gold" size="lg" flex="1">
          <a href={CALCULATOR_CTAS.accurateQuote.href} onClick={onAccurateQuote}>
            {CALCULATOR_CTAS.accurateQuote.label}
          </a>
        </LinkButton>
        <LinkButton asChild colorPalette="navy" variant="outline" size="lg" flex="1">
          <a href={CALCULATOR_CTAS.startSetup.href} onClick={onStartSetup}>
            {CALCULATOR_CTAS.startSetup.label}
          </a>
        </LinkButton>
      </Stack>
    </Box>
  );
}
