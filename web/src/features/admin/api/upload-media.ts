import { MEDIA_UPLOAD_URL, type MediaUpload } from '#shared/cms/media-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** POST /api/cms/media: a photograph for an image slot, as base64; answers the address the slot then holds. */
export function uploadMedia(imageBase64: string): Promise<MediaUpload> {
  return adminJson<MediaUpload>('POST', MEDIA_UPLOAD_URL, { image: imageBase64 });
}
