import { Badge, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { IntegrationView } from '#shared/admin/integrations-contract.ts';
import { INTEGRATION_TOASTS, PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import { INTEGRATION_EXTRA_TOASTS, INTEGRATIONS_COPY as COPY } from '#shared/admin/integrations-copy.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { LeadFieldList } from '../../admin-common/lead-fields.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { testIntegration } from './api/test-integration.ts';
import { ProviderBadge } from './provider-badge.tsx';

type IntegrationCardProps = {
  integration: IntegrationView;
  /** The latest test's message for this integration (its own Test, or Test all), shown until the next one. */
  testMessage?: { connected: boolean; message: string };
  onTested: (result: { connected: boolean; message: string }) => void;
  onEdit: () => void;
  onDelete: () => void;
};

function HealthText({ integration, testMessage }: Pick<IntegrationCardProps, 'integration' | 'testMessage'>) {
  if (testMessage) return <Text color={testMessage.connected ? 'fg.success' : 'fg.error'}>{testMessage.message}</Text>;
  const { health } = integration;
  if (health.status === 'unknown') return <Text color="fg.muted">{COPY.healthUnknown}</Text>;
  return (
    <Text color={health.status === 'ok' ? 'fg.success' : 'fg.error'}>
      {health.message ?? (health.status === 'ok' ? INTEGRATION_EXTRA_TOASTS.testPassed.title : INTEGRATION_EXTRA_TOASTS.testRefused.title)}
      {health.checkedAt ? ` (${formatDateTime(health.checkedAt)})` : ''}
    </Text>
  );
}

/** One integration: provider badge, name, active or not, last sync, health, the masked key; test, edit, delete. */
export function IntegrationCard({ integration, testMessage, onTested, onEdit, onDelete }: IntegrationCardProps) {
  const toast = useToast();
  const [testing, setTesting] = useState(false);
  const profile = PROVIDER_PROFILES[integration.provider];

  const test = async () => {
    setTesting(true);
    try {
      const result = await testIntegration(integration.id);
      onTested({ connected: result.success, message: result.message });
      const shown = result.success ? INTEGRATION_EXTRA_TOASTS.testPassed : INTEGRATION_EXTRA_TOASTS.testRefused;
      toast({ ...shown, description: result.message });
    } catch (error) {
      toast({ ...INTEGRATION_TOASTS.testFailed, description: serverMessage(error) ?? INTEGRATION_TOASTS.testFailed.description });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="integration-card" aria-label={integration.name}>
      <Card.Body gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <ProviderBadge provider={integration.provider} />
          <Text fontWeight="semibold" wordBreak="break-word" flex="1" minWidth="0">
            {integration.name}
          </Text>
          <Badge colorPalette={integration.isActive ? 'green' : 'gray'} variant="subtle">
            {integration.isActive ? COPY.active : COPY.inactive}
          </Badge>
        </Flex>
        <LeadFieldList
          fields={[
            [profile.apiKey.label, integration.apiKeyMasked],
            [COPY.listId, integration.listId],
            [COPY.endpoint, integration.endpoint],
            [COPY.lastSync, integration.lastSync ? formatDateTime(integration.lastSync) : COPY.never],
          ]}
        />
        <Stack gap="0.5" fontSize="sm" aria-live="polite" data-testid="integration-health">
          <Text fontWeight="medium">{COPY.health}</Text>
          <HealthText integration={integration} testMessage={testMessage} />
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={test} loading={testing} loadingText={COPY.testing}>
          {COPY.test}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          {COPY.edit}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
          {COPY.delete}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
