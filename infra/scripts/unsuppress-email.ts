/**
 * `npm run email:unsuppress -- --email <address> [--endpoint=<DynamoDB URL>] [--table=<name>]`: lifts our own
 * suppression of an address (functions/data/email-suppressions.ts) once it was fixed (the person's mailbox works again,
 * or they asked to be written to again after a complaint), so the tax report, the newsletter and the staff e-mails go
 * to it again. The address is hashed with the privacy key, as the suppression was stored; nothing else changes (a
 * lead keeps its "e-mail bounced" mark as the record of what happened; a newsletter subscription ended by the bounce
 * stays ended until the person subscribes again). SES's account-level suppression list is separate: the README's
 * "Bounces and complaints" gives the `aws sesv2 delete-suppressed-destination` command for it. Without --endpoint it
 * opens the local stack's table in $DATA_DIR with that folder's key; deployed, pass the table name with the shell's AWS
 * credentials and PRIVACY_HMAC_SECRET_ARN set to the privacy key's secret (the one the API reads).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScriptArgs, runScript, ScriptArgumentError, withScriptTable } from './script-args.ts';

runScript(async () => {
  const args = parseScriptArgs({ options: ['email'] });
  const email = args.option('email')?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new ScriptArgumentError('--email <address> is required: the address to write to again.');
  await withScriptTable(args, async ({ tableName, localDataDir }) => {
    const keyFile = localDataDir && join(localDataDir, 'privacy-hmac.key');
    if (!process.env.PRIVACY_HMAC_SECRET && keyFile && existsSync(keyFile)) process.env.PRIVACY_HMAC_SECRET = readFileSync(keyFile, 'utf8').trim();
    // Loaded only now: the client reads its endpoint from the variables withScriptTable set.
    const { liftSuppression } = await import('#functions/data/email-suppressions.ts');
    const lifted = await liftSuppression(email);
    console.log(lifted ? `Suppression lifted in ${tableName}: e-mail goes to that address again.` : `That address was not suppressed in ${tableName}; nothing changed.`);
  });
});
