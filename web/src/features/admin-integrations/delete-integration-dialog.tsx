import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { IntegrationView } from '#shared/admin/integrations-contract.ts';
import { INTEGRATION_DELETE_CONFIRM, INTEGRATION_TOASTS } from '#shared/admin/integration-rules.ts';
import { INTEGRATIONS_COPY as COPY } from '#shared/admin/integrations-copy.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { deleteIntegration } from './api/delete-integration.ts';

type DeleteIntegrationDialogProps = {
  /** The integration to delete; the dialog is open while there is one. */
  integration?: IntegrationView;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
};

/** Asks the spec's question before an integration is deleted; only Delete deletes it. */
export function DeleteIntegrationDialog({ integration, onClose, onDeleted }: DeleteIntegrationDialogProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!integration) return;
    setDeleting(true);
    try {
      await deleteIntegration(integration.id);
      toast(INTEGRATION_TOASTS.deleted);
      await onDeleted();
      onClose();
    } catch (error) {
      toast({ ...INTEGRATION_TOASTS.deleteFailed, description: serverMessage(error) ?? INTEGRATION_TOASTS.deleteFailed.description });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open={integration !== undefined}
      onClose={onClose}
      title={COPY.deleteTitle}
      closeLabel={COPY.closeDialog}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {COPY.cancel}
          </Button>
          <Button colorPalette="red" onClick={confirm} loading={deleting} loadingText={COPY.deleting}>
            {COPY.confirmDelete}
          </Button>
        </>
      }
    >
      <Text>{INTEGRATION_DELETE_CONFIRM}</Text>
      {integration && (
        <Text mt="2" fontWeight="semibold" wordBreak="break-word">
          {integration.name}
        </Text>
      )}
    </Dialog>
  );
}
