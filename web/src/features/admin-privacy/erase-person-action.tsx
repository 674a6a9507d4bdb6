import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PRIVACY_ERASE_MESSAGES as COPY } from '#shared/admin/privacy-messages.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { erasePerson } from './api/erase-person.ts';
import { useDataRequests } from './api/get-data-requests.ts';
import type { PersonActionProps } from './person-actions.tsx';
import { RequestSelect } from './request-select.tsx';

/** The searched address or number, as staff must type it again to confirm. */
const searchedText = (search: PersonActionProps['search']) => ('email' in search ? search.email : search.phone).trim();

/**
 * Erase the person the Privacy view found, everywhere: one action, confirmed by typing the searched address or
 * number again, optionally for a logged data request (which then records it). Shown only when something is held.
 */
export function ErasePersonAction({ search, person, onChanged }: PersonActionProps) {
  const toast = useToast();
  const requests = useDataRequests();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [requestId, setRequestId] = useState('');
  const [erasing, setErasing] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (!person.total) return null;
  const confirmed = typed.trim().toLowerCase() === searchedText(search).toLowerCase();

  const close = () => {
    setOpen(false);
    setTyped('');
    setRequestId('');
    setFailure(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setErasing(true);
    try {
      const answer = await erasePerson(search, requestId || undefined);
      const items = Object.values(answer.counts).reduce((sum, count) => sum + (count ?? 0), 0);
      toast({ title: COPY.done(items, answer.providersAsked), description: '', variant: 'default' });
      close();
      onChanged();
      void requests.mutate();
    } catch (error) {
      setFailure(serverMessage(error) ?? COPY.failed);
    } finally {
      setErasing(false);
    }
  };

  return (
    <>
      <Button colorPalette="red" onClick={() => setOpen(true)}>
        {COPY.action}
      </Button>
      <Dialog open={open} onClose={close} title={COPY.confirmTitle} closeLabel={COPY.cancel} size="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Text fontSize="sm">{COPY.confirmText}</Text>
            <Field label={COPY.confirmLabel}>
              <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" placeholder={searchedText(search)} />
            </Field>
            <RequestSelect value={requestId} onChange={setRequestId} />
            {failure ? <StatusMessage kind="error">{failure}</StatusMessage> : null}
            <Flex gap="2" justify="end">
              <Button variant="outline" onClick={close} disabled={erasing}>
                {COPY.cancel}
              </Button>
              <Button type="submit" colorPalette="red" loading={erasing} disabled={!confirmed}>
                {COPY.erase}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
