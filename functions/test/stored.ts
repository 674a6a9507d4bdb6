import { receivedEmails, type ReceivedEmail } from '#infra/local/mailbox.ts';
import { queryPartition } from '../data/items.ts';

/**
 * What the integration tier's DynamoDB Local and stand-in mailbox hold, for tests that must show a request stored or
 * sent nothing (or exactly one thing).
 */

/** Every stored item of one kind ('LEAD', 'TAX_REPORT', 'NEWSLETTER', ...), through the by-kind index. */
export const storedOfKind = (kind: string): Promise<Record<string, unknown>[]> => queryPartition('byKind', kind);

/** Stored leads with this e-mail address. */
export const storedLeadsFor = async (email: string) => (await storedOfKind('LEAD')).filter((item) => item.email === email);

/** Stored tax report requests for this e-mail address. */
export const storedTaxReportsFor = async (email: string) =>
  (await storedOfKind('TAX_REPORT')).filter((item) => (item.personalDetails as { email?: string } | undefined)?.email === email);

/** The mails the stand-in mailbox received for this address. */
export async function mailsTo(address: string): Promise<ReceivedEmail[]> {
  const all = await receivedEmails(process.env.AWS_ENDPOINT_URL_SESV2!);
  return all.filter((mail) => mail.destination.to.some((to) => to.includes(address)));
}
