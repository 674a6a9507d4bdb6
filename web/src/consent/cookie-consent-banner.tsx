import { Box, Button, Flex, Heading, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ALL_GRANTED, NECESSARY_ONLY } from '#shared/main-site/consent.ts';
import { paths } from '#shared/site-paths.ts';
import { CONSENT_COPY } from '#shared/main-site/consent-copy.ts';
import type { ConsentChoice, ConsentSnapshot } from './consent-store.ts';
import { consentStore } from './use-consent.ts';

type Category = keyof ConsentChoice;
const CATEGORIES: readonly Category[] = ['analytics', 'marketing', 'functional'];

const BANNER_DUE: ConsentSnapshot = { status: 'banner', consent: null };

/**
 * The cookie banner (spec main-site.md section 4), an island of every public page: the prerender writes the dialog
 * into a hidden marker that the bootstrap shows when the consent decision calls for it (islands/page-duties.ts); once
 * live, it goes when the visitor decides. A non-modal dialog pinned to the bottom: the page (the lead form on a phone
 * included) stays usable behind it, and on small screens it keeps to a compact, scrollable strip.
 */
export function CookieBannerIsland() {
  const { status } = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, () => BANNER_DUE);
  return status === 'decided' ? null : <ConsentDialog />;
}

function ConsentDialog() {
  const titleId = useId();
  const textId = useId();
  const panelId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const customiseRef = useRef<HTMLButtonElement>(null);
  const [customising, setCustomising] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false, functional: false });

  // Keyboard and screen-reader users land on the banner, unless they are already typing somewhere on the page. Only
  // when it is shown: a static page's banner hydrates hidden (its bootstrap shows and focuses it when it is due), and
  // focusing a hidden element would leave the tooltips' focus-visible tracking waiting for a focus that never came.
  useEffect(() => {
    const active = document.activeElement;
    const dialog = dialogRef.current;
    if (dialog && dialog.getClientRects().length > 0 && (!active || active === document.body)) dialog.focus({ preventScroll: true });
  }, []);

  // Opening the choices moves focus to the first toggle; closing them (Escape) back to Customise.
  const panelRef = useRef<HTMLDivElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    if (customising) panelRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    else customiseRef.current?.focus();
  }, [customising]);

  const openPanel = () => {
    toggled.current = true;
    setCustomising(true);
  };
  const closePanel = () => {
    toggled.current = true;
    setCustomising(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && customising) {
      event.stopPropagation();
      closePanel();
    }
  };

  const save = (saved: ConsentChoice) => consentStore.save(saved);

  return (
    <Box
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="cookie-consent-banner"
      position="fixed"
      zIndex="banner"
      bottom={{ base: '2', md: '6' }}
      left={{ base: '2', md: '6' }}
      right={{ base: '2', md: 'auto' }}
      maxW={{ md: 'lg' }}
      maxH={{ base: '45vh', md: '80vh' }}
      overflowY="auto"
      bg="white"
      color="navy.900"
      borderRadius="xl"
      borderTopWidth="4px"
      borderTopColor="gold.400"
      boxShadow="2xl"
      p={{ base: '4', md: '5' }}
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'gold.500', outlineOffset: '2px' }}
    >
      <Stack gap="3">
        <Heading as="h2" id={titleId} fontSize={{ base: 'md', md: 'lg' }}>
          {CONSENT_COPY.title}
        </Heading>
        <Text id={textId} fontSize="sm" color="fg.muted">
          {CONSENT_COPY.text}{' '}
          <Link asChild color="navy.700" textDecoration="underline" fontWeight="medium">
            <RouterLink to={paths.privacy}>{CONSENT_COPY.privacyLink}</RouterLink>
          </Link>
        </Text>

        {customising && (
          <Stack as="fieldset" ref={panelRef} id={panelId} gap="2.5" borderWidth="1px" borderRadius="lg" p="3">
            <Text as="legend" srOnly>
              {CONSENT_COPY.categoriesLabel}
            </Text>
            <CategorySwitch label={CONSENT_COPY.categories.necessary.label} hint={CONSENT_COPY.categories.necessary.hint} checked disabled />
            {CATEGORIES.map((category) => (
              <CategorySwitch
                key={category}
                label={CONSENT_COPY.categories[category].label}
                hint={CONSENT_COPY.categories[category].hint}
                checked={choice[category]}
                onChange={(checked) => setChoice((current) => ({ ...current, [category]: checked }))}
              />
            ))}
          </Stack>
        )}

        <Flex gap="2" wrap="wrap" justify="flex-end">
          <Button size="sm" variant="outline" colorPalette="navy" onClick={() => save(NECESSARY_ONLY)}>
            {CONSENT_COPY.rejectAll}
          </Button>
          {customising ? (
            <Button size="sm" variant="outline" colorPalette="navy" onClick={() => save(choice)}>
              {CONSENT_COPY.save}
            </Button>
          ) : (
            <Button
              ref={customiseRef}
              size="sm"
              variant="ghost"
              colorPalette="navy"
              aria-expanded={false}
              aria-controls={panelId}
              onClick={openPanel}
            >
              {CONSENT_COPY.customise}
            </Button>
          )}
          <Button size="sm" colorPalette="navy" onClick={() => save(ALL_GRANTED)}>
            {CONSENT_COPY.acceptAll}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}

function CategorySwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <Switch.Root
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(details) => props.onChange?.(details.checked)}
      colorPalette="navy"
      size="sm"
      display="flex"
      alignItems="flex-start"
      gap="3"
    >
      <Switch.HiddenInput aria-describedby={hintId} />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Box>
        <Switch.Label fontWeight="semibold" fontSize="sm">
          {props.label}
        </Switch.Label>
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {props.hint}
        </Text>
      </Box>
    </Switch.Root>
  );
}
