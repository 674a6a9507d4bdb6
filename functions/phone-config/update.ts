/**
 * PUT /api/admin/phone-config/{configKey} (staff): changes one number the site shows (E.164 checked), its name,
 * description and whether it is active. The row and its audit record (before, after) are one transaction; the public
 * GET /api/phone-numbers answers the new number at once. Answers the updated row.
 */
import { PHONE_CONFIG_MESSAGES } from '#shared/admin/phone-config-rules.ts';
import { phoneConfigBodySchema, phoneConfigPathSchema, type PhoneConfigBody, type PhoneConfigPath } from '#shared/admin/phone-config.zod.ts';
import { updatePhoneConfig } from '../data/phone-configs.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

async function updateConfig(request: ApiRequest<PhoneConfigBody, PhoneConfigPath, undefined>) {
  const result = await updatePhoneConfig(request.path.configKey, request.body, request.staff!.username);
  if (result.outcome === 'not-found') throw notFound(PHONE_CONFIG_MESSAGES.notFound);
  if (result.outcome === 'conflict') throw conflict(PHONE_CONFIG_MESSAGES.conflict);
  return json(200, result.config);
}

export const handler = apiHandler({ path: phoneConfigPathSchema, body: phoneConfigBodySchema }, updateConfig);
