import { Badge, Box, Card, chakra, Flex, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { DISCLOSURE_ATTRIBUTE } from '#shared/islands-early-script.ts';
import { badge, categorySaving, COST_CATEGORIES, grandTotals, INITIALLY_OPEN, type CostCategory } from '#shared/uk/cost-of-living.ts';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { pounds, price } from './cost-format.ts';
import { Section } from './section.tsx';

const COPY = UK_SALES_COPY.costOfLiving;

export const COST_OF_LIVING_SECTION_ID = 'cost-of-living';


const HeaderButton = chakra('button');

/**
 * One category: its header a real button (click, Enter and Space toggle it; assistive technology knows it as one)
 * that the page's inline script opens and closes in the tap's own frame (DISCLOSURE_ATTRIBUTE), with no island: the
 * panel is in the HTML, hidden while closed.
 */
function CategorySection({ category, open }: { category: CostCategory; open: boolean }) {
  const { text, destructive } = badge(category);
  const saving = categorySaving(category);
  const panelId = `cost-${category.id}-panel`;
  const headerId = `cost-${category.id}-header`;

  return (
    <Card.Root as="li" overflow="hidden">
      <Text as="h3" m="0">
        <HeaderButton
          type="button"
          id={headerId}
          aria-expanded={open}
          aria-controls={panelId}
          {...{ [DISCLOSURE_ATTRIBUTE]: '' }}
          w="full"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="3"
          px={{ base: '4', md: '5' }}
          py="4"
          textAlign="start"
          fontWeight="semibold"
          fontSize="lg"
          cursor="pointer"
          bg="bg"
          _hover={{ bg: 'navy.50' }}
          _expanded={{ bg: 'navy.50' }}
          focusRing="inside"
        >
          <span>{category.name}</span>
          <HStack as="span" gap="3" flexShrink="0">
            <Badge
              colorPalette={destructive ? 'red' : 'green'}
              variant={destructive ? 'solid' : 'subtle'}
              size="lg"
              data-destructive={destructive || undefined}
            >
              {text}
            </Badge>
            <Box
              as="span"
              aria-hidden
              transition="transform 0.2s ease"
              css={{ '[aria-expanded=true] > * > &': { transform: 'rotate(180deg)' } }}
              _motionReduce={{ transition: 'none' }}
            >
              ▾
            </Box>
          </HStack>
        </HeaderButton>
      </Text>
      <Box id={panelId} role="region" aria-labelledby={headerId} hidden={!open} px={{ base: '0', md: '2' }} pb="4">
          <Stack gap="3">
            <Table.ScrollArea tabIndex={0} role="group" aria-label={category.name} focusRing="inside">
              <Table.Root size="sm" minW="xs">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col" />
                    <Table.ColumnHeader scope="col" textAlign="end">
                      {COPY.london}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">
                      {COPY.dubai}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {category.items.map((item) => (
                    <Table.Row key={item.name}>
                      <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="normal" minW="7rem">
                        {item.name}
                        {item.note && (
                          <Text fontSize="xs" color="fg.muted" mt="0.5">
                            {item.note}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {price(item.london, item.unit)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {price(item.dubai, item.unit)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Flex justify="space-between" px="4" fontWeight="semibold" color={saving >= 0 ? 'green.700' : 'red.700'}>
              <Text>{saving >= 0 ? COPY.categorySaving : COPY.categoryExtra}</Text>
              <Text>{pounds(Math.abs(saving))}</Text>
            </Flex>
          </Stack>
      </Box>
    </Card.Root>
  );
}

/**
 * The London-versus-Dubai cost-of-living comparison: six collapsible categories (only housing open at first), each
 * header a real button with its percentage badge, and the grand total of all six. Static HTML: no island.
 */
export function CostOfLivingWidget() {
  const totals = grandTotals();

  return (
    <Section id={COST_OF_LIVING_SECTION_ID} heading={COPY.heading} intro={COPY.asOf} tone="muted">
      <Stack as="ul" listStyleType="none" gap="3">
        {COST_CATEGORIES.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            open={INITIALLY_OPEN.includes(category.id)}
          />
        ))}
      </Stack>
      <Card.Root as="section" aria-labelledby="cost-grand-total-heading" bg="navy.900" color="white">
        <Card.Body gap="4">
          <Card.Title id="cost-grand-total-heading" as="h3">
            {COPY.grandHeading}
          </Card.Title>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
            {[
              { label: COPY.grandLondon, value: pounds(totals.london) },
              { label: COPY.grandDubai, value: pounds(totals.dubai) },
              { label: COPY.grandSavings, value: pounds(totals.savings) },
              { label: COPY.grandPercent, value: `${totals.percent}%` },
            ].map((figure) => (
              <Flex key={figure.label} direction="column-reverse" gap="1">
                <Text as="dt" fontSize="sm" color="navy.100">
                  {figure.label}
                </Text>
                <Text as="dd" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="gold.300">
                  {figure.value}
                </Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Section>
  );
}
