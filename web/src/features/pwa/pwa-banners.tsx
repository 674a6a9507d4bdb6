import { Box, Button, CloseButton, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useSyncExternalStore } from 'react';
import { useConsent } from '../../consent/use-consent.ts';
import { PWA_COPY } from '#shared/main-site/pwa-copy.ts';
import { applyUpdate, serviceWorkerUpdates } from './service-worker-client.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const alwaysOnline = () => true;
const neverReady = () => false;

/**
 * The installable app's overlays (spec main-site.md section 2, overlays): the install banner, the update banner and
 * an offline indicator. The install banner waits while the cookie banner holds the same corner.
 */
export function PwaBanners() {
  const holdInstall = useConsent().status === 'banner';
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, alwaysOnline);
  const updateReady = useSyncExternalStore(serviceWorkerUpdates.subscribe, serviceWorkerUpdates.isUpdateReady, neverReady);
  const installOffer = useInstallPrompt();

  return (
    <>
      <Box role="status" aria-live="polite" position="fixed" top="3" left="50%" transform="translateX(-50%)" zIndex="toast">
        {/* Always rendered, hidden while online: a static page shows it without this island's code, which could not
            load once the connection is gone (shared/islands-early-script.ts). */}
        <HStack
          hidden={online}
          data-testid="offline-indicator"
          gap="2"
          bg="navy.900"
          color="white"
          px="4"
          py="2"
          borderRadius="full"
          boxShadow="lg"
          fontSize="sm"
          maxW="calc(100vw - 2rem)"
        >
          <Box aria-hidden boxSize="2" borderRadius="full" bg="gold.400" flexShrink="0" />
          <Text>{PWA_COPY.offline}</Text>
        </HStack>
      </Box>
      {updateReady && <UpdateBanner />}
      {installOffer.visible && !holdInstall && <InstallBanner onInstall={installOffer.install} onDismiss={installOffer.dismiss} />}
    </>
  );
}

function UpdateBanner() {
  return (
    <Flex
      role="region"
      aria-label={PWA_COPY.update.text}
      data-testid="update-banner"
      position="fixed"
      zIndex="banner"
      top={{ base: '2', md: '4' }}
      right={{ base: '2', md: '4' }}
      left={{ base: '2', md: 'auto' }}
      align="center"
      gap="3"
      bg="navy.900"
      color="white"
      px="4"
      py="3"
      borderRadius="lg"
      boxShadow="xl"
    >
      <Text fontSize="sm" flex="1">
        {PWA_COPY.update.text}
      </Text>
      <Button size="sm" bg="gold.400" color="navy.950" _hover={{ bg: 'gold.300' }} onClick={applyUpdate}>
        {PWA_COPY.update.action}
      </Button>
    </Flex>
  );
}

function InstallBanner({ onInstall, onDismiss }: { onInstall: () => void; onDismiss: () => void }) {
  const titleId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      data-testid="install-banner"
      position="fixed"
      zIndex="banner"
      bottom={{ base: '2', md: '6' }}
      left={{ base: '2', md: '6' }}
      right={{ base: '20', md: 'auto' }}
      maxW={{ md: 'sm' }}
      bg="white"
      color="navy.900"
      borderRadius="xl"
      borderTopWidth="4px"
      borderTopColor="gold.400"
      boxShadow="2xl"
      p="4"
    >
      <HStack align="flex-start" gap="3">
        <Stack gap="1" flex="1">
          <Text id={titleId} fontWeight="bold">
            {PWA_COPY.install.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {PWA_COPY.install.text}
          </Text>
        </Stack>
        <CloseButton size="sm" aria-label={PWA_COPY.install.dismiss} onClick={onDismiss} />
      </HStack>
      <Flex gap="2" justify="flex-end" mt="3">
        <Button size="sm" variant="ghost" colorPalette="navy" onClick={onDismiss}>
          {PWA_COPY.install.dismiss}
        </Button>
        <Button size="sm" colorPalette="navy" onClick={onInstall}>
          {PWA_COPY.install.action}
        </Button>
      </Flex>
    </Box>
  );
}
