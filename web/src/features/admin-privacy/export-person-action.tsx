import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import type { PrivacyExportFormat } from '#shared/admin/privacy-export-contract.ts';
import { PRIVACY_EXPORT_COPY as COPY } from '#shared/admin/privacy-export-messages.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { exportPerson, type ExportedFile } from './api/export-person.ts';
import { useDataRequests } from './api/get-data-requests.ts';
import type { PersonActionProps } from './person-actions.tsx';
import { RequestSelect } from './request-select.tsx';

/** Makes the browser save the file, as the leads' CSV export does (an object URL clicked as a download link). */
function saveFile(file: ExportedFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Access and portability: the person's data as a machine-readable file (JSON, each field explained) and as a readable
 * summary (HTML) staff can send them. Each download is audited by the server, and recorded on the data request chosen.
 */
export function ExportPersonAction({ search }: PersonActionProps) {
  const toast = useToast();
  const requests = useDataRequests();
  const [busy, setBusy] = useState<PrivacyExportFormat>();
  const [requestId, setRequestId] = useState('');

  const download = async (format: PrivacyExportFormat) => {
    setBusy(format);
    try {
      saveFile(await exportPerson(search, format, requestId || undefined));
      if (requestId) void requests.mutate();
    } catch (error) {
      toast({ title: COPY.failedTitle, description: serverMessage(error) ?? COPY.failed, variant: 'destructive' });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Flex gap="2" wrap="wrap" align="end">
      <RequestSelect value={requestId} onChange={setRequestId} />
      <Button variant="outline" size="sm" onClick={() => void download('json')} loading={busy === 'json'} disabled={busy !== undefined}>
        {COPY.json}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void download('html')} loading={busy === 'html'} disabled={busy !== undefined}>
        {COPY.html}
      </Button>
    </Flex>
  );
}
