/**
 * GET /api/phone-numbers: the active numbers of the Phone config entity, so the UK pages show the numbers staff set
 * without a deploy. Only what a page needs: key, number and name.
 */
import { listActivePhoneConfigs } from '../data/phone-configs.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function listPhoneNumbers() {
  const configs = await listActivePhoneConfigs();
  return json(200, configs.map(({ configKey, phoneNumber, displayName }) => ({ configKey, phoneNumber, displayName })));
}

export const handler = apiHandler({}, listPhoneNumbers);
