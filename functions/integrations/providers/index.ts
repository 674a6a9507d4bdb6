import type { IntegrationProvider } from '#shared/admin/integrations-contract.ts';
import { mailchimp } from './mailchimp.ts';
import { mailerlite } from './mailerlite.ts';
import { sendgrid } from './sendgrid.ts';
import type { ProviderClient } from './types.ts';
import { zohoCrm } from './zoho-crm.ts';

/** The client of each provider. */
export const PROVIDER_CLIENTS: Record<IntegrationProvider, ProviderClient> = {
  zoho_crm: zohoCrm,
  mailerlite,
  mailchimp,
  sendgrid,
};
