import { Alert, Box, Button, Container, Field as ChakraField, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PdfRequestOutcome } from '#shared/uk/pdf-request.ts';
import { TAX_DISCLAIMER } from '#shared/uk/tax-disclaimer.ts';
import {
  EXTRACTION_METHODS,
  TAX_CALCULATION_DELAY_MS,
  calculateTax,
  formatPercent,
  formatPounds,
  formatProfitInput,
  parseProfitInput,
  profitFromInput,
  validateProfit,
  type ExtractionMethod,
  type TaxCalculationResult,
} from '#shared/uk/tax-engine.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { track } from '../../lib/analytics.ts';
import { ukCalculatorSubmit } from '../../uk-common/uk-analytics.ts';
import { HUB_COPY, HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { PdfRequestForm } from './pdf-request-form.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.tsx';

const copy = HUB_COPY.calculator;

type Row = { key: keyof typeof copy.rows; value: number; total?: boolean };

function BreakdownColumn({ title, rows, testId }: { title: string; rows: Row[]; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" data-testid={testId}>
      <Heading as="h4" fontSize="md" mb="3">
        {title}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="2">
        {rows.map((row) => (
          <Box key={row.key} display="contents" fontWeight={row.total ? 'bold' : 'normal'}>
            <Text as="dt">{copy.rows[row.key]}</Text>
            <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums" data-testid={`tax-${row.key}`}>
              {formatPounds(row.value)}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Every field of the Tax calculation result: the UK and Dubai breakdowns, the total savings and their percentage. */
function TaxResult({ result }: { result: TaxCalculationResult }) {
  const ukRows: Row[] = [
    { key: 'income', value: result.income },
    { key: 'ukCorporateTax', value: result.ukCorporateTax },
    { key: 'ukPersonalTax', value: result.ukPersonalTax },
    { key: 'employeeNIC', value: result.employeeNIC },
    ...(result.employerNIC !== undefined ? [{ key: 'employerNIC' as const, value: result.employerNIC }] : []),
    { key: 'ukNIC', value: result.ukNIC },
    { key: 'totalUKTax', value: result.totalUKTax, total: true },
  ];
  const dubaiRows: Row[] = [
    { key: 'dubaiCorporateTax', value: result.dubaiCorporateTax },
    { key: 'dubaiPersonalTax', value: result.dubaiPersonalTax },
    { key: 'totalDubaiTax', value: result.totalDubaiTax, total: true },
  ];
  return (
    <Stack gap="4" data-testid="tax-result" data-method={result.extractionMethod}>
      <Heading as="h3" fontSize="xl">
        {copy.resultTitle} ({copy.methods[result.extractionMethod]})
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <BreakdownColumn title={copy.uk} rows={ukRows} testId="tax-uk" />
        <BreakdownColumn title={copy.dubai} rows={dubaiRows} testId="tax-dubai" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box bg="green.subtle" color="green.fg" borderRadius="lg" p="4">
          <Text fontSize="sm">{copy.totalSavings}</Text>
          <Text fontSize="3xl" fontWeight="bold" data-testid="tax-total-savings">
            {formatPounds(result.totalSavings)}
          </Text>
        </Box>
        <Box bg="gold.subtle" color="navy.900" borderRadius="lg" p="4">
          <Text fontSize="sm">{copy.savingsPercentage}</Text>
          <Text fontSize="3xl" fontWeight="bold" data-testid="tax-savings-percentage">
            {formatPercent(result.savingsPercentage)}
          </Text>
          <Text fontSize="sm">{copy.savingsShare}</Text>
        </Box>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" data-testid="tax-disclaimer">
        {TAX_DISCLAIMER}
      </Text>
    </Stack>
  );
}

/**
 * The UK vs Dubai tax calculator: profit (digits only, shown as pounds), extraction method, Calculate, then after
 * about 0.8 s the result, from which the visitor may request the PDF report.
 */
export function TaxCalculator() {
  const [profitDigits, setProfitDigits] = useState('');
  const [method, setMethod] = useState<ExtractionMethod>('dividend');
  const [error, setError] = useState<string | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [result, setResult] = useState<TaxCalculationResult | null>(null);
  const [pdfOpen, setPdfOpen] = useState(false);
  const [outcome, setOutcome] = useState<PdfRequestOutcome | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const showToast = useToast();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProfit(profitFromInput(profitDigits));
    if (!checked.ok) {
      setError(checked.message);
      focusFirstInvalidField(event.currentTarget as HTMLFormElement, ['profit']);
      return;
    }
    setError(null);
    setCalculating(true);
    setPdfOpen(false);
    setOutcome(null);
    track(ukCalculatorSubmit(method));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setResult(calculateTax({ profit: checked.profit, method }));
      setCalculating(false);
    }, TAX_CALCULATION_DELAY_MS);
  };

  const onOutcome = (next: PdfRequestOutcome) => {
    setOutcome(next);
    showToast({ title: HUB_COPY.pdf.title, description: next.message, variant: next.kind === 'failed' ? 'destructive' : 'default' });
    if (next.kind !== 'failed') setPdfOpen(false);
  };

  return (
    <Box as="section" id={HUB_SECTION_IDS.calculator} aria-labelledby="tax-calculator-heading" py={{ base: '12', md: '20' }} bg="bg.subtle">
      <Container maxW="4xl">
        <Stack gap="3" textAlign="center" mb="8">
          <Heading id="tax-calculator-heading" as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="navy.900">
            {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.subtitle}</Text>
        </Stack>
        <Stack gap="6">
          <Box bg="bg" borderRadius="lg" p={{ base: '4', md: '6' }} boxShadow="sm" asChild>
            <form onSubmit={calculate} noValidate aria-label={copy.title}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
              <ChakraField.Root invalid={error !== null}>
                <ChakraField.Label>{copy.profit}</ChakraField.Label>
                <Input
                  name="profit"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={copy.profitPlaceholder}
                  value={formatProfitInput(profitDigits)}
                  onChange={(event) => setProfitDigits(parseProfitInput(event.target.value))}
                />
                {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
              </ChakraField.Root>
              <ChakraField.Root>
                <ChakraField.Label>{copy.method}</ChakraField.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="method" value={method} onChange={(event) => setMethod(event.target.value as ExtractionMethod)}>
                    {EXTRACTION_METHODS.map((value) => (
                      <option key={value} value={value}>
                        {copy.methods[value]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </ChakraField.Root>
              <SubmitButton colorPalette="gold" size="lg" disabled={calculating}>
                {calculating ? copy.calculating : copy.calculate}
              </SubmitButton>
            </SimpleGrid>
            </form>
          </Box>
          <Box aria-live="polite">
            {result && !calculating && (
              <Stack gap="4">
                <TaxResult result={result} />
                {!pdfOpen && (
                  <Button alignSelf="start" variant="outline" colorPalette="navy" onClick={() => { setOutcome(null); setPdfOpen(true); }}>
                    {copy.requestPdf}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
          {result && pdfOpen && <PdfRequestForm calculation={result} onOutcome={onOutcome} onCancel={() => setPdfOpen(false)} />}
          {outcome && (
            <Alert.Root status={outcome.kind === 'failed' ? 'error' : outcome.kind === 'queued' ? 'warning' : 'success'} data-testid="pdf-request-outcome">
              <Alert.Indicator />
              <Alert.Title>{outcome.message}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
