import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LEAD_OWNER_COPY } from '#shared/admin/lead-owner-messages.ts';
import { CheckboxControl } from '../../components/ui/checkbox-control.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { useLeadRoster } from './api/get-lead-roster.ts';
import { updateLeadRoster } from './api/update-lead-roster.ts';

/**
 * The Team view's assignment setting: new leads assigned in turn to the enabled staff (round-robin), or left
 * unassigned until someone takes them. Saved at once; the roster answers with the setting as stored.
 */
export function LeadAssignmentSetting() {
  const toast = useToast();
  const roster = useLeadRoster();
  const [saving, setSaving] = useState(false);

  const save = async (roundRobin: boolean) => {
    setSaving(true);
    try {
      await roster.mutate(await updateLeadRoster({ roundRobin }), { revalidate: false });
      toast({ title: LEAD_OWNER_COPY.roundRobinSaved, description: '', variant: 'default' });
    } catch (error) {
      toast({ title: LEAD_OWNER_COPY.roundRobinFailed, description: serverMessage(error) ?? LEAD_OWNER_COPY.failed, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={roster.data?.roundRobin ?? false}
        disabled={!roster.data || saving}
        onCheckedChange={(details) => void save(details.checked === true)}
        colorPalette="navy"
      >
        <Checkbox.HiddenInput name="roundRobin" />
        <CheckboxControl />
        <Checkbox.Label>{LEAD_OWNER_COPY.roundRobinLabel}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted">
        {LEAD_OWNER_COPY.roundRobinHelp}
      </Text>
    </Stack>
  );
}
