import { Badge, Button, Flex, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CMS_COPY, CONTENT_MESSAGES, PAGE_CONTENT_TOASTS, type PageContent } from '#shared/admin/content-rules.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { deletePageContent } from './api/delete-page-content.ts';
import { usePageContent } from './api/get-page-content.ts';
import { PageContentForm } from './page-content-form.tsx';

/**
 * CMS Editor: the page-content list and the form (spec section 2). What is active here replaces the element's
 * built-in value on the live page; deleting (after the spec's question) brings the built-in value back.
 */
export function CmsTab() {
  const toast = useToast();
  const { data, error, isLoading, mutate } = usePageContent();
  const [view, setView] = useState<'list' | 'form'>('list');
  const [editing, setEditing] = useState<PageContent>();
  const [deleting, setDeleting] = useState<PageContent>();

  const openForm = (item?: PageContent) => {
    setEditing(item);
    setView('form');
  };

  const formDone = async (saved: boolean) => {
    setEditing(undefined);
    setView('list');
    if (saved) await mutate();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deletePageContent(deleting.elementId);
      toast(PAGE_CONTENT_TOASTS.deleted);
      await mutate();
    } catch (failure) {
      toast({ ...PAGE_CONTENT_TOASTS.deleteFailed, description: serverMessage(failure) ?? PAGE_CONTENT_TOASTS.deleteFailed.description });
    }
  };

  const columns: Column<PageContent>[] = [
    { header: CMS_COPY.element, cell: (item) => <Text fontWeight="medium">{item.elementId}</Text> },
    { header: CMS_COPY.section, cell: (item) => item.sectionId },
    { header: CMS_COPY.elementType, cell: (item) => <Badge>{item.elementType}</Badge> },
    {
      header: CMS_COPY.content,
      cell: (item) => (
        <Text maxWidth="sm" wordBreak="break-word">
          {item.content}
          {item.metadata ? ` → ${item.metadata}` : ''}
        </Text>
      ),
    },
    { header: CMS_COPY.active, cell: (item) => <Badge colorPalette={item.isActive ? 'green' : 'gray'}>{item.isActive ? CMS_COPY.yes : CMS_COPY.no}</Badge> },
    {
      header: '',
      cell: (item) => (
        <Flex gap="2">
          <Button size="xs" variant="outline" onClick={() => openForm(item)} aria-label={`${CMS_COPY.edit} ${item.elementId}`}>
            {CMS_COPY.edit}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(item)} aria-label={`${CMS_COPY.delete} ${item.elementId}`}>
            {CMS_COPY.delete}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Tabs.Root value={view} onValueChange={(details) => (details.value === 'form' ? openForm() : formDone(false))} lazyMount unmountOnExit variant="line">
        <Tabs.List>
          <Tabs.Trigger value="list">{CMS_COPY.listTab}</Tabs.Trigger>
          <Tabs.Trigger value="form">{editing ? CMS_COPY.editTab : CMS_COPY.formTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list" pt="4">
          {error ? (
            <StatusMessage kind="error">{CMS_COPY.error}</StatusMessage>
          ) : isLoading || !data ? (
            <StatusMessage kind="loading">{CMS_COPY.loading}</StatusMessage>
          ) : data.length === 0 ? (
            <StatusMessage kind="empty">{CMS_COPY.empty}</StatusMessage>
          ) : (
            <DataTable caption={CMS_COPY.listTab} columns={columns} rows={data} rowKey={(item) => item.elementId} />
          )}
        </Tabs.Content>
        <Tabs.Content value="form" pt="4">
          <PageContentForm key={editing?.elementId ?? 'new'} item={editing} onDone={formDone} />
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={deleting !== undefined}
        title={CMS_COPY.delete}
        question={CONTENT_MESSAGES.confirmDelete}
        confirmLabel={CMS_COPY.delete}
        cancelLabel={CMS_COPY.cancel}
        onConfirm={remove}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
