/**
 * The four provider fakes the local stack runs beside the API, with fixed local credentials, so staff (and the
 * end-to-end tests) can create an integration pointed at a fake and watch leads arrive, with no network.
 */
import type { CreateIntegrationInput, IntegrationProvider } from '#shared/admin/integrations-contract.ts';
import { startMailchimpFake, type MailchimpFake } from './mailchimp-fake.ts';
import { startMailerLiteFake, type MailerLiteFake } from './mailerlite-fake.ts';
import { startSendGridFake, type SendGridFake } from './sendgrid-fake.ts';
import { startZohoFake, type ZohoFake } from './zoho-crm-fake.ts';

/** The credentials each local fake accepts (anything else gets the provider's 401). */
export const LOCAL_FAKE_CREDENTIALS = {
  mailerlite: { apiKey: 'local-mailerlite-token-0001' },
  mailchimp: { apiKey: 'local0000mailchimp0000key-us6', listId: 'local-audience' },
  sendgrid: { apiKey: 'SG.local-sendgrid-key-0001' },
  zoho_crm: { apiKey: 'local-zoho-refresh-token-0001', apiSecret: 'local-zoho-client-secret', clientId: 'local-zoho-client-id' },
} as const;

export type LocalFakes = {
  mailerlite: MailerLiteFake;
  mailchimp: MailchimpFake;
  sendgrid: SendGridFake;
  zoho_crm: ZohoFake;
  /** A create body for an integration pointed at the fake of that provider. */
  integrationFor(provider: IntegrationProvider, name?: string): CreateIntegrationInput;
  stop(): Promise<void>;
};

export async function startLocalFakes(): Promise<LocalFakes> {
  const c = LOCAL_FAKE_CREDENTIALS;
  const [mailerlite, mailchimp, sendgrid, zoho] = await Promise.all([
    startMailerLiteFake({ token: c.mailerlite.apiKey }),
    startMailchimpFake({ apiKey: c.mailchimp.apiKey, listId: c.mailchimp.listId }),
    startSendGridFake({ apiKey: c.sendgrid.apiKey }),
    startZohoFake({ refreshToken: c.zoho_crm.apiKey, clientId: c.zoho_crm.clientId, clientSecret: c.zoho_crm.apiSecret }),
  ]);
  const bodies: Record<IntegrationProvider, Omit<CreateIntegrationInput, 'name'>> = {
    mailerlite: { provider: 'mailerlite', apiKey: c.mailerlite.apiKey, endpoint: mailerlite.apiBase },
    mailchimp: { provider: 'mailchimp', apiKey: c.mailchimp.apiKey, listId: c.mailchimp.listId, endpoint: mailchimp.apiBase },
    sendgrid: { provider: 'sendgrid', apiKey: c.sendgrid.apiKey, endpoint: sendgrid.apiBase },
    zoho_crm: { provider: 'zoho_crm', apiKey: c.zoho_crm.apiKey, apiSecret: c.zoho_crm.apiSecret, settings: { clientId: c.zoho_crm.clientId }, endpoint: zoho.accountsBase },
  };
  return {
    mailerlite,
    mailchimp,
    sendgrid,
    zoho_crm: zoho,
    integrationFor: (provider, name = `Local ${provider}`) => ({ name, ...bodies[provider] }),
    stop: async () => {
      await Promise.all([mailerlite.stop(), mailchimp.stop(), sendgrid.stop(), zoho.stop()]);
    },
  };
}
