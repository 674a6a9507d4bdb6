import { Badge, Box, Button, Container, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { ADMIN_TABS, DASHBOARD_COPY, FIRST_CONTACT_COPY, type AdminTabId } from '#shared/admin/admin-copy.ts';
import { TEAM_COPY } from '#shared/admin/team-messages.ts';
import { URL_KEYS, parseDialog, parseTab, withDialog, type DashboardDialog } from '../../admin-common/dashboard-url.ts';
import { useFirstContactSummary } from './api/get-first-contact-summary.ts';
import { logOut } from './api/log-out.ts';
import { AuditLogDialog } from './audit-log-dialog.tsx';
import { RefusedRequestsDialog } from './refused-requests-dialog.tsx';
import { TeamDialog } from './team-dialog.tsx';

/**
 * Each tab's body, given by the admin page (features do not import each other); a Record, so a tab added to
 * ADMIN_TABS without a body fails the typecheck.
 */
export type AdminTabBodies = Record<AdminTabId, ComponentType>;

/** The sentence the Lead Management tab is described by while leads wait for their first contact. */
const WAITING_DESCRIPTION_ID = 'first-contact-waiting-description';

/** Header dialogs of other admin features, given by the admin page like the tabs (e.g. the Privacy view). */
export type AdminHeaderDialogs = { privacy?: { label: string; Dialog: ComponentType<{ open: boolean; onClose: () => void }> } };

/**
 * The dashboard: who is logged in, logout, the audit log, the refused requests and the team, and the eight tabs. The selected
 * tab and the open dialog (with its page) are in the address bar.
 */
export function Dashboard({ staff, tabs, dialogs = {} }: { staff: StaffMember; tabs: AdminTabBodies; dialogs?: AdminHeaderDialogs }) {
  const [params, setParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const tab = parseTab(params);
  const dialog = parseDialog(params);
  const waiting = useFirstContactSummary().data?.waiting;

  const showDialog = (next: DashboardDialog | undefined) => setParams((current) => withDialog(current, next));

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
              <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => showDialog('audit')}>
                {DASHBOARD_COPY.auditLog}
              </Button>
              <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => showDialog('refused')}>
                {DASHBOARD_COPY.refusedRequests}
              </Button>
              <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => showDialog('team')}>
                {TEAM_COPY.open}
              </Button>
              {dialogs.privacy ? (
                <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => showDialog('privacy')}>
                  {dialogs.privacy.label}
                </Button>
              ) : null}
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
            {ADMIN_TABS.map(({ id, label }) => {
              // The leads waiting for their first contact, beside Lead Management: its own description, never part of
              // the tab's name or text (the number is drawn by CSS from data-count, hidden from assistive technology;
              // the sentence is read as the description), so the tab stays exactly "Lead Management".
              const badge = id === 'leads' && waiting ? waiting : undefined;
              return (
                <Tabs.Trigger
                  key={id}
                  value={id}
                  whiteSpace="nowrap"
                  flexShrink={0}
                  aria-describedby={badge ? WAITING_DESCRIPTION_ID : undefined}
                >
                  {label}
                  {badge ? (
                    <Badge
                      colorPalette="red"
                      variant="solid"
                      rounded="full"
                      aria-hidden="true"
                      data-testid="first-contact-waiting"
                      data-count={badge}
                      _before={{ content: 'attr(data-count)' }}
                    />
                  ) : null}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {waiting ? (
            <Text id={WAITING_DESCRIPTION_ID} srOnly>
              {FIRST_CONTACT_COPY.waiting(waiting)}
            </Text>
          ) : null}
          {ADMIN_TABS.map(({ id }) => {
            const Body = tabs[id];
            return (
              <Tabs.Content key={id} value={id} pt="6">
                <Body />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </Container>
      <AuditLogDialog
        open={dialog === 'audit'}
        onClose={() => showDialog(undefined)}
        // The lead's address alone: the log closes and the lead opens in Lead Management (Back returns to the log).
        onOpenLead={(id) => setParams(new URLSearchParams({ [URL_KEYS.tab]: 'leads', [URL_KEYS.lead]: id }))}
      />
      <RefusedRequestsDialog open={dialog === 'refused'} onClose={() => showDialog(undefined)} />
      <TeamDialog open={dialog === 'team'} onClose={() => showDialog(undefined)} />
      {dialogs.privacy ? <dialogs.privacy.Dialog open={dialog === 'privacy'} onClose={() => showDialog(undefined)} /> : null}
    </Box>
  );
}
