import { Alert, Badge } from '@chakra-ui/react';
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { EMAIL_BOUNCED_COPY as COPY } from '#shared/admin/admin-copy.ts';
import { formatDateTime } from '../../admin-common/format.ts';

/** The lead list's and detail's sign on a lead whose address hard-bounced or complained: "E-mail bounced". */
export function EmailBouncedBadge({ lead }: { lead: Pick<AdminLead, 'emailBounced' | 'erasedAt'> }) {
  return lead.emailBounced && !lead.erasedAt ? (
    <Badge colorPalette="orange" title={COPY.title[lead.emailBounced.reason]} data-testid="email-bounced-badge">
      {COPY.badge}
    </Badge>
  ) : null;
}

/** The lead detail's banner: what SES reported, when, and that staff phone instead. */
export function EmailBouncedBanner({ lead }: { lead: Pick<AdminLead, 'emailBounced' | 'erasedAt'> }) {
  const bounce = lead.emailBounced;
  return bounce && !lead.erasedAt ? (
    <Alert.Root status="warning" variant="subtle" data-testid="email-bounced-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{COPY.title[bounce.reason]}</Alert.Title>
        <Alert.Description>{COPY.banner(bounce.reason, formatDateTime(bounce.at))}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  ) : null;
}
