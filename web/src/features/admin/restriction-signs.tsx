import { Alert, Badge } from '@chakra-ui/react';
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { isMarketingWithdrawn, isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { RESTRICTION_COPY as COPY } from '#shared/privacy/restriction-messages.ts';
import { formatDateTime } from '../../admin-common/format.ts';

/** The lead list's sign on a lead whose processing is restricted at the person's request: "Do not contact". */
export function RestrictionBadge({ lead }: { lead: Pick<AdminLead, 'restriction'> }) {
  return isProcessingRestricted(lead) ? (
    <Badge colorPalette="red" title={COPY.label} data-testid="restriction-badge">
      {COPY.badge}
    </Badge>
  ) : null;
}

/** The lead detail's banner: why processing is restricted, since when and by whom; and a withdrawn marketing consent. */
export function RestrictionBanner({ lead }: { lead: Pick<AdminLead, 'restriction' | 'marketingWithdrawnAt'> }) {
  const restriction = lead.restriction;
  return (
    <>
      {restriction && isProcessingRestricted(lead) ? (
        <Alert.Root status="error" variant="surface" data-testid="restriction-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{COPY.label}</Alert.Title>
            <Alert.Description>{COPY.banner(restriction.reason, formatDateTime(restriction.at), restriction.by)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {isMarketingWithdrawn(lead) ? (
        <Alert.Root status="warning" variant="subtle" data-testid="marketing-withdrawn-banner">
          <Alert.Indicator />
          <Alert.Title>{COPY.marketingWithdrawn(formatDateTime(lead.marketingWithdrawnAt))}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}
