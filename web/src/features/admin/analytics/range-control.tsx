import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ANALYTICS_VIEW_COPY as COPY } from '#shared/analytics/analytics-messages.ts';
import { Field } from '../../../components/ui/field.tsx';
import { RANGE_PRESETS, isDay, type AnalyticsRangeState, type RangeChoice } from './analytics-range.ts';

type RangeControlProps = {
  range: AnalyticsRangeState;
  today: string;
  onChange: (next: { choice: RangeChoice; from?: string; to?: string }) => void;
};

/**
 * The view's one range: 7, 30, 90 days, a year, or custom days. A custom range is applied once both days are
 * complete (a date field reports an empty value while it is being typed), so the charts never read half a range.
 */
export function RangeControl({ range, today, onChange }: RangeControlProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  // Back, Forward or a preset changes the range from outside: the fields follow it.
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  const apply = (nextFrom: string, nextTo: string) => {
    if (isDay(nextFrom) && isDay(nextTo)) onChange({ choice: 'custom', from: nextFrom, to: nextTo });
  };
  return (
    <Stack gap="3">
      <Flex role="group" aria-label={COPY.range.label} gap="2" wrap="wrap">
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={range.choice === preset ? 'solid' : 'outline'}
            aria-pressed={range.choice === preset}
            onClick={() => onChange({ choice: preset })}
          >
            {COPY.range.presets[preset]}
          </Button>
        ))}
        <Button
          size="sm"
          variant={range.choice === 'custom' ? 'solid' : 'outline'}
          aria-pressed={range.choice === 'custom'}
          onClick={() => onChange({ choice: 'custom', from: range.from, to: range.to })}
        >
          {COPY.range.custom}
        </Button>
      </Flex>
      {range.choice === 'custom' ? (
        <HStack gap="3" align="end" wrap="wrap">
          <Field label={COPY.range.from} w="auto">
            <Input
              type="date"
              size="sm"
              value={from}
              max={today}
              onChange={(event) => {
                setFrom(event.target.value);
                apply(event.target.value, to);
              }}
            />
          </Field>
          <Field label={COPY.range.to} w="auto">
            <Input
              type="date"
              size="sm"
              value={to}
              max={today}
              onChange={(event) => {
                setTo(event.target.value);
                apply(from, event.target.value);
              }}
            />
          </Field>
        </HStack>
      ) : null}
      <Text fontSize="sm" color="fg.muted" data-testid="analytics-range">
        {COPY.range.showing(range.from, range.to)}
      </Text>
    </Stack>
  );
}
