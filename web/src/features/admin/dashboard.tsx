import { Box, Button, Container, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { ADMIN_TABS, DASHBOARD_COPY, type AdminTabId } from '#shared/admin/admin-copy.ts';
import { logOut } from './api/log-out.ts';
import { AuditLogDialog } from './audit-log-dialog.tsx';
import { CmsTab } from './cms-tab.tsx';
import { ContentTab } from './content-tab.tsx';
import { URL_KEYS, parseTab } from './dashboard-url.ts';
import { IntegrationsTab } from '../admin-integrations/integrations-tab.tsx';
import { LeadsTab } from './leads-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PhoneConfigTab } from '../admin-phone/phone-config-tab.tsx';
import { TagsTab } from '../admin-tags/tags-tab.tsx';
import { PerformanceTab } from '../admin-performance-optimizer/performance-tab.tsx';
import { RefusedRequestsDialog } from './refused-requests-dialog.tsx';

/** Each tab's body; a Record, so a tab added to ADMIN_TABS without a body fails the typecheck. */
const TAB_BODIES: Record<AdminTabId, () => React.JSX.Element> = {
  overview: OverviewTab,
  leads: LeadsTab,
  content: ContentTab,
  cms: CmsTab,
  email: IntegrationsTab,
  phone: PhoneConfigTab,
  tags: TagsTab,
  performance: PerformanceTab,
};

function TabBody({ tab }: { tab: AdminTabId }) {
  const Body = TAB_BODIES[tab];
  return <Body />;
}

/** The dashboard: who is logged in, logout, the audit log, and the eight tabs (the selected one in the address bar). */
export function Dashboard({ staff }: { staff: StaffMember }) {
  const [params, setParams] = useSearchParams();
  const [auditOpen, setAuditOpen] = useState(false);
  const [refusedOpen, setRefusedOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const tab = parseTab(params);

  const selectTab = (next: string) => {
    // Each tab starts clean: the lead list's filter and page belong to the lead tab only.
    setParams(new URLSearchParams({ [URL_KEYS.tab]: next }));
  };

  const leave = async () => {
    setLeaving(true);
    await logOut().catch(() => setLeaving(false));
  };

  return (
    <Box minHeight="100vh" bg="bg.subtle">
      <Box as="header" bg="navy.solid" color="white" py="3">
        <Container maxW="7xl">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Heading as="h1" size="lg">
              {DASHBOARD_COPY.heading}
            </Heading>
            <Flex align="center" gap="3" wrap="wrap" minWidth="0">
              <Text fontSize="sm" truncate data-testid="staff-email">
                {DASHBOARD_COPY.signedInAs} {staff.email ?? staff.username}
              </Text>
              <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setAuditOpen(true)}>
                {DASHBOARD_COPY.auditLog}
              </Button>
              <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setRefusedOpen(true)}>
                {DASHBOARD_COPY.refusedRequests}
              </Button>
              <Button size="sm" colorPalette="gold" onClick={leave} loading={leaving}>
                {DASHBOARD_COPY.logout}
              </Button>
            </Flex>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="7xl" py="6">
        <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount unmountOnExit variant="enclosed">
          <Tabs.List aria-label={DASHBOARD_COPY.tabsLabel} overflowX="auto" maxWidth="100%" flexWrap="nowrap">
            {ADMIN_TABS.map(({ id, label }) => (
              <Tabs.Trigger key={id} value={id} whiteSpace="nowrap" flexShrink={0}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ADMIN_TABS.map(({ id }) => (
            <Tabs.Content key={id} value={id} pt="6">
              <TabBody tab={id} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
      <AuditLogDialog
        open={auditOpen}
        onClose={() => setAuditOpen(false)}
        onOpenLead={(id) => setParams(new URLSearchParams({ [URL_KEYS.tab]: 'leads', [URL_KEYS.lead]: id }))}
      />
      <RefusedRequestsDialog open={refusedOpen} onClose={() => setRefusedOpen(false)} />
    </Box>
  );
}
