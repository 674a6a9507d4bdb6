import { Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { IntegrationView } from '#shared/admin/integrations-contract.ts';
import { INTEGRATION_VIEWS, INTEGRATIONS_COPY as COPY, INTEGRATION_FORM_COPY, type IntegrationViewId } from '#shared/admin/integrations-copy.ts';
import { IntegrationForm } from './integration-form.tsx';
import { IntegrationsList } from './integrations-list.tsx';
import { LeadSyncView } from './lead-sync-view.tsx';
import { URL_KEYS } from '../../admin-common/dashboard-url.ts';
import { useRefreshIntegrations } from './use-refresh-integrations.ts';

/** The address bar's key for the view shown (?tab=email&view=sync), so a reload shows the same view. */
export const VIEW_KEY = URL_KEYS.integrationsView;

function parseView(params: URLSearchParams): IntegrationViewId {
  const value = params.get(VIEW_KEY);
  return INTEGRATION_VIEWS.find((view) => view.id === value)?.id ?? INTEGRATION_VIEWS[0].id;
}

/**
 * Email Integrations: Integrations (the cards), Lead Sync, and Create Integration, which Add Integration opens (and
 * Edit, for a stored integration) and Cancel closes, forgetting what was typed.
 */
export function IntegrationsTab() {
  const [params, setParams] = useSearchParams();
  const view = parseView(params);
  const [editing, setEditing] = useState<IntegrationView>();
  const refresh = useRefreshIntegrations();
  // The form's view exists while it is open: Add Integration or Edit opened it (or a reload of its address).
  const views = INTEGRATION_VIEWS.filter((entry) => entry.id !== 'create' || view === 'create');

  const showView = (next: IntegrationViewId) =>
    setParams((current) => {
      // The lead list's search and page belong to Lead Sync only.
      const kept = new URLSearchParams({ tab: current.get('tab') ?? 'email' });
      if (next !== INTEGRATION_VIEWS[0].id) kept.set(VIEW_KEY, next);
      return kept;
    });
  const openForm = (integration?: IntegrationView) => {
    setEditing(integration);
    showView('create');
  };
  const closeForm = () => {
    setEditing(undefined);
    showView('integrations');
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" flex="1" minWidth="60">
          <Heading as="h2" size="lg">
            {COPY.heading}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {COPY.intro}
          </Text>
        </Stack>
        <Button colorPalette="navy" onClick={() => openForm()} width={{ base: 'full', sm: 'auto' }}>
          {COPY.add}
        </Button>
      </Flex>
      <Tabs.Root value={view} onValueChange={(details) => showView(details.value as IntegrationViewId)} lazyMount unmountOnExit variant="line">
        <Tabs.List aria-label={COPY.viewsLabel} overflowX="auto" maxWidth="100%" flexWrap="nowrap">
          {views.map(({ id, label }) => (
            <Tabs.Trigger key={id} value={id} whiteSpace="nowrap" flexShrink={0}>
              {id === 'create' && editing ? INTEGRATION_FORM_COPY.editTitle : label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="integrations" pt="4">
          <IntegrationsList onEdit={openForm} />
        </Tabs.Content>
        <Tabs.Content value="sync" pt="4">
          <LeadSyncView />
        </Tabs.Content>
        <Tabs.Content value="create" pt="4">
          <IntegrationForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onDone={async () => {
              await refresh();
              closeForm();
            }}
            onCancel={closeForm}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
