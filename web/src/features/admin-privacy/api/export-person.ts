import { PRIVACY_EXPORT_PATH, type PrivacyExportFormat } from '#shared/admin/privacy-export-contract.ts';
import { adminRequest } from '../../../admin-common/admin-request.ts';
import type { PersonSearch } from './get-privacy-person.ts';

/** A file the server made: its words and the name it gave it. */
export type ExportedFile = { text: string; fileName: string; type: string };

/** The name in `Content-Disposition: attachment; filename="..."`, else personal-data-<today>.<format>. */
function fileNameOf(disposition: string | null, format: PrivacyExportFormat): string {
  const named = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return named ?? `personal-data-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/**
 * GET /api/admin/privacy/person/export?email= or ?phone=, &format=, &requestId= (optional): the person's data as the
 * file to send them, for the data request named.
 */
export async function exportPerson(search: PersonSearch, format: PrivacyExportFormat, requestId?: string): Promise<ExportedFile> {
  const response = await adminRequest('GET', `${PRIVACY_EXPORT_PATH}?${new URLSearchParams({ ...search, format, ...(requestId ? { requestId } : {}) })}`);
  return {
    text: await response.text(),
    fileName: fileNameOf(response.headers.get('content-disposition'), format),
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}
