import { Button, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; the dialog stays open (its button busy) until it settles, then closes. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** More to choose before confirming (shown under the question), e.g. the data request the action answers. */
  children?: ReactNode;
};

/** Asks before a destructive action: the question, a destructive confirm button and a cancel button. */
export function ConfirmDialog({ open, title, question, confirmLabel, cancelLabel, onConfirm, onClose, children }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={cancelLabel}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette="red" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{question}</Text>
      {children}
    </Dialog>
  );
}
