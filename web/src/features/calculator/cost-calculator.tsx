import { Box, Fieldset, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CALCULATOR_CTA_EVENTS, CALCULATOR_FORM } from '#shared/main-site/calculator-content.ts';
import {
  calculateCost,
  getStructure,
  INCLUDED_VISAS,
  SERVICES,
  showsVisaSelector,
  STRUCTURES,
  VISA_OPTIONS,
  type ServiceId,
  type Structure,
} from '#shared/main-site/calculator.ts';
import { Field } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { track } from '../../lib/analytics.ts';
import { rememberSelectedPackage, selectedPackage } from '../../lib/selected-package.ts';
import { ChoiceCard } from './choice-card.tsx';
import { CostBreakdown } from './cost-breakdown.tsx';

const CALCULATE_HINT_ID = 'calculate-hint';

/**
 * The cost calculator. Calculate stays disabled until a structure is chosen; the breakdown appears when it is
 * pressed and from then on follows every change the visitor makes (it never shows numbers for choices it was not
 * given). A package chosen on the home page arrives preselected.
 */
export function CostCalculator() {
  const [structure, setStructure] = useState<Structure | null>(null);
  const [visas, setVisas] = useState(INCLUDED_VISAS);
  const [services, setServices] = useState<readonly ServiceId[]>([]);
  const [calculated, setCalculated] = useState(false);
  const breakdownHeading = useRef<HTMLHeadingElement>(null);
  const focusBreakdown = useRef(false);

  // After hydration (the prerendered page has no stored choice): preselect the package the visitor chose.
  useEffect(() => {
    const chosen = selectedPackage();
    if (chosen) setStructure((current) => current ?? chosen);
  }, []);

  const breakdown = calculated && structure ? calculateCost({ structure, visas, services }) : null;

  useEffect(() => {
    if (breakdown && focusBreakdown.current) {
      focusBreakdown.current = false;
      breakdownHeading.current?.focus();
      breakdownHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  });

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    if (!structure) return;
    focusBreakdown.current = true;
    setCalculated(true);
  };

  const toggleService = (id: ServiceId, checked: boolean) =>
    setServices((current) => (checked ? [...current, id] : current.filter((service) => service !== id)));

  const goToLeadForm = (event: (typeof CALCULATOR_CTA_EVENTS)[keyof typeof CALCULATOR_CTA_EVENTS]) => () => {
    if (structure) rememberSelectedPackage(structure);
    track(event);
  };

  const visaSelectorShown = structure === null || showsVisaSelector(structure);

  return (
    <Stack gap="8">
      <Box
        as="form"
        onSubmit={calculate}
        bg="white"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="border.muted"
        boxShadow="md"
        p={{ base: '5', md: '8' }}
      >
        <Stack gap="8">
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="bold" color="navy.900">
              {CALCULATOR_FORM.structureLegend}
            </Fieldset.Legend>
            <Fieldset.HelperText>{CALCULATOR_FORM.structureHint}</Fieldset.HelperText>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="2">
              {STRUCTURES.map((option) => (
                <ChoiceCard
                  key={option.id}
                  type="radio"
                  name="structure"
                  value={option.id}
                  checked={structure === option.id}
                  onChange={() => setStructure(option.id)}
                  title={option.name}
                  detail={CALCULATOR_FORM.basePrice(option.base)}
                />
              ))}
            </SimpleGrid>
          </Fieldset.Root>

          {visaSelectorShown ? (
            <Field label={CALCULATOR_FORM.visasLabel} helperText={CALCULATOR_FORM.visasHint} maxW={{ md: 'sm' }}>
              <NativeSelect.Root>
                <NativeSelect.Field name="visas" value={visas} onChange={(event) => setVisas(Number(event.currentTarget.value))}>
                  {VISA_OPTIONS.map((count) => (
                    <option key={count} value={count}>
                      {CALCULATOR_FORM.visaOption(count)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
          ) : (
            <Text color="fg.muted" fontSize="sm" bg="bg.subtle" borderRadius="md" px="4" py="3">
              {CALCULATOR_FORM.visasNotAvailable(getStructure(structure).name)}
            </Text>
          )}

          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="bold" color="navy.900">
              {CALCULATOR_FORM.servicesLegend}
            </Fieldset.Legend>
            <Fieldset.HelperText>{CALCULATOR_FORM.servicesHint}</Fieldset.HelperText>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
              {SERVICES.map((service) => (
                <ChoiceCard
                  key={service.id}
                  type="checkbox"
                  name="services"
                  value={service.id}
                  checked={services.includes(service.id)}
                  onChange={(event) => toggleService(service.id, event.currentTarget.checked)}
                  title={service.name}
                  aside={CALCULATOR_FORM.servicePrice(service.price)}
                />
              ))}
            </SimpleGrid>
          </Fieldset.Root>

          <Stack gap="2">
            <SubmitButton
              colorPalette="navy"
              size="xl"
              fontWeight="semibold"
              disabled={!structure}
              aria-describedby={structure ? undefined : CALCULATE_HINT_ID}
            >
              {CALCULATOR_FORM.calculateButton}
            </SubmitButton>
            {!structure && (
              <Text id={CALCULATE_HINT_ID} fontSize="sm" color="fg.muted" textAlign="center">
                {CALCULATOR_FORM.calculateDisabledHint}
              </Text>
            )}
          </Stack>
        </Stack>
      </Box>

      {breakdown && structure && (
        <CostBreakdown
          headingRef={breakdownHeading}
          structure={getStructure(structure)}
          breakdown={breakdown}
          onAccurateQuote={goToLeadForm(CALCULATOR_CTA_EVENTS.accurateQuote)}
          onStartSetup={goToLeadForm(CALCULATOR_CTA_EVENTS.startSetup)}
        />
      )}
    </Stack>
  );
}
