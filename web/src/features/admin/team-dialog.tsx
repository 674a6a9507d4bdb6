import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ToastMessage } from '#shared/main-site/messages.ts';
import { TEAM_COPY, TEAM_TOASTS } from '#shared/admin/team-messages.ts';
import type { TeamMember } from '#shared/admin/team-rules.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { disableTeamMember } from './api/disable-team-member.ts';
import { enableTeamMember } from './api/enable-team-member.ts';
import { LEAD_ROSTER_URL } from './api/get-lead-roster.ts';
import { useTeam } from './api/get-team.ts';
import { resendTeamInvitation } from './api/resend-team-invitation.ts';
import { resetTeamAuthenticator } from './api/reset-team-authenticator.ts';
import { resetTeamPassword } from './api/reset-team-password.ts';
import { LeadAssignmentSetting } from './lead-assignment-setting.tsx';
import { TeamInviteForm } from './team-invite-form.tsx';

/** The changes that ask first (they lock a member out, or make them set something up again). */
type Confirmed = 'resetPassword' | 'disable' | 'resetAuthenticator';

const CHANGES = {
  resendInvitation: { run: resendTeamInvitation, done: TEAM_TOASTS.resent },
  resetPassword: { run: resetTeamPassword, done: TEAM_TOASTS.passwordReset },
  disable: { run: disableTeamMember, done: TEAM_TOASTS.disabled },
  enable: { run: enableTeamMember, done: TEAM_TOASTS.enabled },
  resetAuthenticator: { run: resetTeamAuthenticator, done: TEAM_TOASTS.authenticatorReset },
} as const satisfies Record<string, { run: (username: string) => Promise<TeamMember>; done: ToastMessage }>;
type Change = keyof typeof CHANGES;

const STATUS_BADGE = {
  active: { label: TEAM_COPY.active, palette: 'green' },
  invited: { label: TEAM_COPY.invited, palette: 'blue' },
  invitationExpired: { label: TEAM_COPY.invitationExpired, palette: 'orange' },
} as const;

/**
 * The Team view, opened from the dashboard header (?dialog=team): the staff accounts of the admin group with their
 * state, authenticator and last login, the invite form, and per member: resend an invitation, reset the password,
 * disable or enable the account, reset the authenticator; and whether new leads are assigned in turn to the enabled
 * staff (the lead roster's setting). One's own account offers no Disable; the server refuses it
 * anyway, and refuses disabling the last enabled account. Every change refreshes the list.
 */
export function TeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const team = useTeam(open);
  const { mutate } = useSWRConfig();
  const [inviting, setInviting] = useState(false);
  const [busy, setBusy] = useState<string>();
  const [confirming, setConfirming] = useState<{ change: Confirmed; member: TeamMember }>();

  const change = async (kind: Change, member: TeamMember) => {
    setBusy(`${kind}:${member.username}`);
    try {
      await CHANGES[kind].run(member.username);
      toast(CHANGES[kind].done);
    } catch (error) {
      toast({ ...TEAM_TOASTS.changeFailed, description: serverMessage(error) ?? TEAM_TOASTS.changeFailed.description });
    } finally {
      setBusy(undefined);
      await team.mutate();
      // Enabled or disabled: the owner select's staff follow (the team's answer brought the roster in step).
      await mutate(LEAD_ROSTER_URL);
    }
  };

  const action = (kind: Change, member: TeamMember, label: string, palette?: string) => (
    <Button
      size="xs"
      variant="outline"
      colorPalette={palette}
      loading={busy === `${kind}:${member.username}`}
      disabled={busy !== undefined}
      aria-label={`${label} ${member.name}`}
      onClick={() => (kind === 'resetPassword' || kind === 'disable' || kind === 'resetAuthenticator' ? setConfirming({ change: kind, member }) : change(kind, member))}
    >
      {label}
    </Button>
  );

  const columns: Column<TeamMember>[] = [
    {
      header: TEAM_COPY.name,
      cell: (member) => (
        <Stack gap="0">
          <HStack gap="2">
            <Text fontWeight="semibold">{member.name}</Text>
            {member.you && <Badge colorPalette="gray">{TEAM_COPY.you}</Badge>}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {member.username}
          </Text>
        </Stack>
      ),
    },
    { header: TEAM_COPY.email, cell: (member) => member.email },
    {
      header: TEAM_COPY.account,
      cell: (member) => (
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={member.enabled ? 'green' : 'red'}>{member.enabled ? TEAM_COPY.enabled : TEAM_COPY.disabled}</Badge>
          {member.status !== 'active' && <Badge colorPalette={STATUS_BADGE[member.status].palette}>{STATUS_BADGE[member.status].label}</Badge>}
        </HStack>
      ),
    },
    { header: TEAM_COPY.authenticator, cell: (member) => (member.authenticator ? TEAM_COPY.authenticatorSetUp : TEAM_COPY.authenticatorMissing) },
    { header: TEAM_COPY.lastLogin, cell: (member) => <Text whiteSpace="nowrap">{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : TEAM_COPY.never}</Text> },
    {
      header: TEAM_COPY.actions,
      cell: (member) => (
        <HStack gap="2" wrap="wrap">
          {member.enabled && member.status !== 'active' && action('resendInvitation', member, TEAM_COPY.resendInvitation)}
          {member.enabled && action('resetPassword', member, TEAM_COPY.resetPassword)}
          {member.authenticator && action('resetAuthenticator', member, TEAM_COPY.resetAuthenticator)}
          {member.enabled && !member.you && action('disable', member, TEAM_COPY.disable, 'red')}
          {!member.enabled && action('enable', member, TEAM_COPY.enable, 'green')}
        </HStack>
      ),
    },
  ];

  return (
    <Dialog open={open} onClose={onClose} title={TEAM_COPY.title} closeLabel={TEAM_COPY.close} size="xl">
      <Stack gap="4">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Text color="fg.muted">{TEAM_COPY.intro}</Text>
          {!inviting && (
            <Button colorPalette="navy" size="sm" onClick={() => setInviting(true)}>
              {TEAM_COPY.invite}
            </Button>
          )}
        </Flex>
        <LeadAssignmentSetting />
        {inviting && (
          <TeamInviteForm
            onCancel={() => setInviting(false)}
            onDone={async (invited) => {
              if (invited) setInviting(false);
              await team.mutate();
            }}
          />
        )}
        {team.error && !team.data && <StatusMessage kind="error">{TEAM_COPY.error}</StatusMessage>}
        {!team.error && !team.data && <StatusMessage kind="loading">{TEAM_COPY.loading}</StatusMessage>}
        {team.data?.length === 0 && <StatusMessage kind="empty">{TEAM_COPY.empty}</StatusMessage>}
        {team.data && team.data.length > 0 && (
          <Box>
            <DataTable caption={TEAM_COPY.caption} columns={columns} rows={team.data} rowKey={(member) => member.username} stale={team.isValidating} />
          </Box>
        )}
      </Stack>
      {confirming && (
        <ConfirmDialog
          open
          title={TEAM_COPY.confirmTitle[confirming.change]}
          question={TEAM_COPY.confirmQuestion[confirming.change](confirming.member.name)}
          confirmLabel={TEAM_COPY.confirm[confirming.change]}
          cancelLabel={TEAM_COPY.cancel}
          onConfirm={() => change(confirming.change, confirming.member)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </Dialog>
  );
}
