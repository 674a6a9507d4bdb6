import * as z from 'zod';
import { CONSENT_MESSAGES, type ConsentClaim, type ConsentText } from './consent-texts.ts';

/**
 * The consent texts a form showed with a submission (what the browser sends), for a form that shows `texts`: each
 * claim one of those texts in its current version, each text once. Another form's text, an unknown id, an old or
 * future version and extra fields answer 400 with a readable message. The server stamps the time (consentRecords).
 */
export function consentClaimsSchema(texts: readonly ConsentText[]) {
  const current = new Map(texts.map((text) => [text.id, text.version]));
  const claim = z
    .strictObject({
      id: z.string({ error: CONSENT_MESSAGES.unknown }),
      version: z.number({ error: CONSENT_MESSAGES.unknown }),
      given: z.boolean(),
    })
    .refine((sent) => current.get(sent.id) === sent.version, { message: CONSENT_MESSAGES.unknown, path: ['id'] });
  return z
    .array(claim)
    .max(Math.max(texts.length, 1))
    .refine((claims) => new Set(claims.map((sent) => sent.id)).size === claims.length, CONSENT_MESSAGES.duplicate)
    .transform((claims) => claims as ConsentClaim[]);
}
