/**
 * POST /api/cms/media (staff): uploads a photograph for an image slot of the CMS Editor. The body is
 * `{ "image": "<base64>" }` (JSON, so the admin's CSRF rule applies as to every other write); the bytes must be a JPEG,
 * PNG, WebP or AVIF by their content and at most 4 MB. Answers 201 with the address the slot then holds
 * (`/media/<id>/<width>x<height>`) and the variants written: AVIF and WebP at 480, 960 and 1440 px wide (never
 * upscaled), stored where the site serves them (media/ of the media bucket, immutable). A refused upload stores nothing.
 * A stored upload is audited (who, when, from which address, the address it got, its format, size and variants)
 * before the answer: an upload whose record cannot be written answers 500, so its address never reaches a page.
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { AUDIT_ACTIONS } from '#shared/admin/audit-rules.ts';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, mediaAddress, sniffImageType, variantKey } from '#shared/cms/media-rules.ts';
import { mediaTarget, recordAudit } from '../data/audit-log.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { putMediaObjects } from '../lib/clients/media-store.ts';
import { ApiError, badRequest } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { json } from '../lib/responses.ts';
import { makeImageVariants, UnusableImageError } from './image-variants.ts';

/** Base64 of MEDIA_MAX_BYTES, and room for the JSON around it: a larger body is refused (413) before it is parsed. */
const MAX_BASE64_CHARACTERS = Math.ceil(MEDIA_MAX_BYTES / 3) * 4;
const MAX_BODY_BYTES = MAX_BASE64_CHARACTERS + 1024;

/**
 * True for standard base64 (letters, digits, + and /, at most two = at the end), checked without a regular
 * expression: a photograph's 5 MB of base64 can overflow the regular expression engine's backtracking stack (a 500).
 */
function isBase64(value: string): boolean {
  const end = value.endsWith('==') ? value.length - 2 : value.endsWith('=') ? value.length - 1 : value.length;
  for (let index = 0; index < end; index++) {
    const code = value.charCodeAt(index);
    const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (!letter && !(code >= 48 && code <= 57) && code !== 43 && code !== 47) return false;
  }
  return end > 0;
}

const uploadSchema = z.object({
  image: z
    .string({ error: MEDIA_MESSAGES.required })
    .min(1, MEDIA_MESSAGES.required)
    .refine(isBase64, MEDIA_MESSAGES.notAnImage),
});
type UploadBody = z.infer<typeof uploadSchema>;

async function uploadMedia({ body, staff, ip }: ApiRequest<UploadBody, undefined, undefined>) {
  const bytes = new Uint8Array(Buffer.from(body.image, 'base64'));
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new ApiError(413, MEDIA_MESSAGES.tooLarge, { image: MEDIA_MESSAGES.tooLarge });
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(MEDIA_MESSAGES.notAnImage, { image: MEDIA_MESSAGES.notAnImage });

  let made;
  try {
    made = await makeImageVariants(bytes);
  } catch (error) {
    if (error instanceof UnusableImageError) throw badRequest(error.message, { image: error.message });
    throw error;
  }
  // Every variant is encoded before the first is stored: a photograph that fails half way leaves nothing behind.
  const id = randomUUID();
  const variants = made.variants.map((variant) => ({ ...variant, key: variantKey(id, variant.width, variant.format) }));
  await putMediaObjects(variants.map(({ key, bytes: data, contentType }) => ({ key, body: data, contentType })));
  const address = mediaAddress({ id, width: made.width, height: made.height });
  await recordAudit({
    actor: staff!.username,
    action: AUDIT_ACTIONS.mediaUpload,
    target: mediaTarget(id),
    // The address names the largest variant's size; bytes are the photograph as sent.
    after: { address, type, bytes: bytes.byteLength, variants: variants.length },
    ip,
  });
  logger.info('Media uploaded', { address, type, bytes: bytes.byteLength, variants: variants.length, staff: staff?.username });
  return json(201, {
    address,
    width: made.width,
    height: made.height,
    variants: variants.map(({ key, width, height, contentType, bytes: data }) => ({ path: `/${key}`, width, height, contentType, bytes: data.byteLength })),
  });
}

export const handler = apiHandler({ body: uploadSchema, maxBodyBytes: MAX_BODY_BYTES }, uploadMedia);
