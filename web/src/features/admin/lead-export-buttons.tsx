import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { exportLeadRows } from './api/export-lead-rows.ts';
import { exportLeads, type LeadExportFilters } from './api/export-leads.ts';
import { downloadCsv, downloadFile, exportFileName } from './csv.ts';
import { leadWorkbook } from './xlsx.ts';

type ExportForm = 'csv' | 'xlsx';

/**
 * The lead list's two downloads of the filtered list, side by side: the CSV, and the Excel workbook whose cells are
 * text exactly as typed (phone numbers without the apostrophe the CSV needs). One export runs at a time.
 */
export function LeadExportButtons({ filters }: { filters: LeadExportFilters }) {
  const toast = useToast();
  const [exporting, setExporting] = useState<ExportForm>();

  const download = async (form: ExportForm) => {
    setExporting(form);
    try {
      const fileName = exportFileName(new Date(), form);
      if (form === 'csv') downloadCsv(await exportLeads(filters), fileName);
      else {
        const { header, rows } = await exportLeadRows(filters);
        downloadFile(await leadWorkbook(header, rows), fileName);
      }
    } catch (exportError) {
      toast({ title: LEADS_COPY.exportFailedTitle, description: serverMessage(exportError) ?? LEADS_COPY.exportFailed, variant: 'destructive' });
    } finally {
      setExporting(undefined);
    }
  };

  const button = (form: ExportForm, label: string) => (
    <Button
      variant="outline"
      onClick={() => download(form)}
      loading={exporting === form}
      loadingText={LEADS_COPY.exporting}
      disabled={exporting !== undefined && exporting !== form}
      width={{ base: 'full', sm: 'auto' }}
    >
      {label}
    </Button>
  );

  return (
    <>
      {button('csv', LEADS_COPY.export)}
      {button('xlsx', LEADS_COPY.exportExcel)}
    </>
  );
}
