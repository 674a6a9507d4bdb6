/**
 * Test leads (issue 26): the lead detail's "Mark as test lead" / "Not a test lead" button, and the "Test" badge on the
 * lead's row and detail. A test lead is left out of every figure of the Analytics Overview (the server's rule).
 */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { TEST_LEAD_COPY as COPY } from '#shared/admin/test-lead-messages.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { ANALYTICS_URL } from './analytics/use-analytics.ts';
import { markTestLead } from './api/mark-test-lead.ts';
import { useRefreshLeads } from './use-refresh-leads.ts';

export function TestLeadBadge({ lead }: { lead: Pick<AdminLead, 'test'> }) {
  return lead.test ? (
    <Badge colorPalette="gray" variant="solid" title={COPY.markHint} data-testid="test-lead-badge">
      {COPY.badge}
    </Badge>
  ) : null;
}

export function TestLeadControl({ lead }: { lead: Pick<AdminLead, 'id' | 'test' | 'erasedAt'> }) {
  const toast = useToast();
  const refresh = useRefreshLeads();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  if (lead.erasedAt) return null;
  const marked = lead.test === true;

  const change = async () => {
    setSaving(true);
    try {
      await markTestLead(lead.id, !marked);
      toast({ title: marked ? COPY.unmarkedTitle : COPY.markedTitle, description: '', variant: 'default' });
      // Every figure of the Analytics Overview changes with it.
      await Promise.all([refresh(), mutate((key) => typeof key === 'string' && key.startsWith(ANALYTICS_URL))]);
    } catch (error) {
      toast({ title: COPY.failedTitle, description: serverMessage(error) ?? COPY.failed, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" loading={saving} onClick={change} data-testid="test-lead-toggle">
        {marked ? COPY.unmark : COPY.mark}
      </Button>
      {marked ? null : (
        <Text fontSize="xs" color="fg.muted">
          {COPY.markHint}
        </Text>
      )}
    </HStack>
  );
}
