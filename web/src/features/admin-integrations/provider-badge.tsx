import { Badge } from '@chakra-ui/react';
import type { IntegrationProvider } from '#shared/admin/integrations-contract.ts';
import { PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';

/** The provider's name on its fixed colour, so each provider reads the same on every card and row. */
export function ProviderBadge({ provider }: { provider: IntegrationProvider }) {
  const profile = PROVIDER_PROFILES[provider];
  return (
    <Badge colorPalette={profile.badgeColor} variant="solid" data-provider={provider}>
      {profile.label}
    </Badge>
  );
}
