import type { Server } from 'node:http';
import sesLocal from 'aws-ses-v2-local';
import { freePort } from './free-port.ts';

export type LocalMailbox = { endpoint: string; stop: () => Promise<void> };

/** One e-mail the stand-in received, as its /store lists it. */
export type ReceivedEmail = {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; contentType?: string; content: string }[];
  at: number;
};

/**
 * The local stand-in for SES (aws-ses-v2-local): accepts SESv2 SendEmail and shows what it received at its address
 * (a web page) and at /store (JSON). Kept in memory: the mailbox is empty after a restart.
 */
export async function startMailbox(options: { port?: number } = {}): Promise<LocalMailbox> {
  const port = options.port ?? (await freePort());
  const start = (sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal;
  const server: Server = await start({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Everything the mailbox at the endpoint has received. */
export async function receivedEmails(endpoint: string): Promise<ReceivedEmail[]> {
  const response = await fetch(`${endpoint}/store`);
  return ((await response.json()) as { emails: ReceivedEmail[] }).emails;
}
