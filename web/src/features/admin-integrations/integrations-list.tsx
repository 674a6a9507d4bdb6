import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { IntegrationView } from '#shared/admin/integrations-contract.ts';
import { INTEGRATION_TOASTS, INTEGRATIONS_LOADING } from '#shared/admin/integration-rules.ts';
import { INTEGRATION_EXTRA_TOASTS, INTEGRATIONS_COPY as COPY, testAllSummary } from '#shared/admin/integrations-copy.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { testAllIntegrations } from './api/test-all-integrations.ts';
import { useIntegrations } from './api/get-integrations.ts';
import { DeleteIntegrationDialog } from './delete-integration-dialog.tsx';
import { IntegrationCard } from './integration-card.tsx';

type TestMessages = Record<string, { connected: boolean; message: string }>;

/** The Integrations view: one card per integration, Test all, and each card's test, edit and delete. */
export function IntegrationsList({ onEdit }: { onEdit: (integration: IntegrationView) => void }) {
  const toast = useToast();
  const { data, error, mutate } = useIntegrations();
  const [testMessages, setTestMessages] = useState<TestMessages>({});
  const [testingAll, setTestingAll] = useState(false);
  const [deleting, setDeleting] = useState<IntegrationView>();

  const testAll = async () => {
    setTestingAll(true);
    try {
      const { results } = await testAllIntegrations();
      setTestMessages(Object.fromEntries(results.map(({ integrationId, connected, message }) => [integrationId, { connected, message }])));
      const connected = results.filter((result) => result.connected).length;
      toast({ ...INTEGRATION_EXTRA_TOASTS.testAllDone, description: testAllSummary(connected, results.length) });
      await mutate();
    } catch (testError) {
      toast({ ...INTEGRATION_TOASTS.testAllFailed, description: serverMessage(testError) ?? INTEGRATION_TOASTS.testAllFailed.description });
    } finally {
      setTestingAll(false);
    }
  };

  if (error && !data) return <StatusMessage kind="error">{COPY.error}</StatusMessage>;
  if (!data) return <StatusMessage kind="loading">{INTEGRATIONS_LOADING}</StatusMessage>;

  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button variant="outline" onClick={testAll} loading={testingAll} loadingText={COPY.testingAll} disabled={data.length === 0} width={{ base: 'full', sm: 'auto' }}>
          {COPY.testAll}
        </Button>
      </Flex>
      {data.length === 0 ? (
        <StatusMessage kind="empty">{COPY.empty}</StatusMessage>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label={COPY.heading}>
          {data.map((integration) => (
            <IntegrationCard
              key={integration.id}
              integration={integration}
              testMessage={testMessages[integration.id]}
              onTested={(result) => {
                setTestMessages((current) => ({ ...current, [integration.id]: result }));
                void mutate();
              }}
              onEdit={() => onEdit(integration)}
              onDelete={() => setDeleting(integration)}
            />
          ))}
        </SimpleGrid>
      )}
      <DeleteIntegrationDialog integration={deleting} onClose={() => setDeleting(undefined)} onDeleted={() => mutate()} />
    </Stack>
  );
}
