/**
 * `npm start`: the whole product on this machine, no AWS account and no network. Builds the site and the functions
 * on first run, then serves the public site on http://localhost:$PORT (3000) and the back office on its own host,
 * http://$ADMIN_HOST:$ADMIN_PORT (127.0.0.1:3001), with data kept in $DATA_DIR (.local/data).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localAdminHost, startLocalStack } from './stack.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
const adminPort = Number(process.env.ADMIN_PORT ?? (port === 0 ? 0 : port + 1));
// Checked before anything starts: the admin on the public host name would share its cookies with public pages.
const adminHost = localAdminHost(process.env.ADMIN_HOST);
const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? '.local/data');

if (!existsSync(join(projectRoot, 'dist/web/index.html')) || process.argv.includes('--build')) {
  console.log('Building the site (first run)…');
  execFileSync(process.execPath, [join(projectRoot, 'web/scripts/build.ts')], { stdio: 'inherit', cwd: projectRoot });
}

const stack = await startLocalStack({
  port,
  dataDir,
  host: process.env.HOST ?? '127.0.0.1',
  adminHost,
  adminPort,
  admin: {
    username: process.env.ADMIN_USERNAME ?? 'admin',
    password: process.env.ADMIN_PASSWORD || undefined,
    email: process.env.ADMIN_EMAIL ?? 'admin@localhost',
    totpSecret: process.env.ADMIN_TOTP_SECRET || undefined,
  },
  mailboxPort: Number(process.env.MAILBOX_PORT ?? 8005),
  viewerCountry: {
    country: process.env.LOCAL_VIEWER_COUNTRY ?? 'GB',
    region: process.env.LOCAL_VIEWER_REGION ?? 'ENG',
  },
});

console.log(`\nThe site is running at ${stack.url}`);
console.log(`The back office is running at ${stack.adminUrl}/admin (its own host; ${stack.url}/admin redirects there)`);
console.log(`Data is kept in ${dataDir}`);
console.log(`E-mail the site sends (tax reports) arrives in the local mailbox: ${stack.mailboxUrl}`);
console.log('Local fakes of the e-mail/CRM providers (Email Integrations: set the endpoint and key shown):');
for (const provider of ['mailerlite', 'mailchimp', 'sendgrid', 'zoho_crm'] as const) {
  const body = stack.fakeProviders.integrationFor(provider);
  console.log(`  ${provider.padEnd(10)} endpoint ${body.endpoint}  key ${body.apiKey}${body.listId ? `  list ${body.listId}` : ''}${body.settings?.clientId ? `  client id ${body.settings.clientId}  secret ${body.apiSecret}` : ''}`);
}
console.log(`Admin: ${stack.adminUrl}/admin  username: ${stack.admin.username}`);
if (stack.admin.generatedPassword) {
  console.log(`  password (generated, shown once; set ADMIN_PASSWORD to choose your own): ${stack.admin.generatedPassword}`);
} else if (process.env.ADMIN_PASSWORD) {
  console.log('  password: the one in ADMIN_PASSWORD');
} else {
  console.log('  password: the one printed when this data folder was first used (set ADMIN_PASSWORD to reset it)');
}
if (stack.admin.authenticator === 'secret-given') {
  console.log('  code: enrolled with ADMIN_TOTP_SECRET; any authenticator app with that key, or `oathtool --totp -b "$ADMIN_TOTP_SECRET"`');
} else if (stack.admin.authenticator === 'enrolled') {
  console.log('  code: from the authenticator app enrolled earlier (lost it? set ADMIN_TOTP_SECRET=<base32 key> to enrol a known one)');
} else {
  console.log('  code: the first login shows a QR code to scan with an authenticator app; or set ADMIN_TOTP_SECRET=<base32 key>');
  console.log('        (e.g. `head -c 20 /dev/urandom | base32`) to enrol a known one, so scripts can compute the codes');
}
console.log('Work waiting past a deployed alarm\'s threshold is reported as an [alarm] ALARM line, and [alarm] OK when it is over.');
console.log('Press Ctrl+C to stop.\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  });
}
