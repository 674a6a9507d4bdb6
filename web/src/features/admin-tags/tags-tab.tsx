import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TAG_TYPE_LABELS, TRACKING_TAG_COPY, TRACKING_TAG_TOASTS, type AdminTrackingTag } from '#shared/admin/tracking-tag-rules.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { deleteTrackingTag } from './api/delete-tracking-tag.ts';
import { useTrackingTags } from './api/get-tracking-tags.ts';
import { TagDialog } from './tag-dialog.tsx';

/** Marketing Tags: the list, the create/edit dialog and delete (after a confirmation). */
export function TagsTab() {
  const toast = useToast();
  const { data, error, mutate, isValidating } = useTrackingTags();
  const [dialog, setDialog] = useState<{ tag?: AdminTrackingTag } | undefined>();
  const [deleting, setDeleting] = useState<string>();

  const remove = async (tag: AdminTrackingTag) => {
    if (!window.confirm(TRACKING_TAG_COPY.confirmDelete)) return;
    setDeleting(tag.id);
    try {
      await deleteTrackingTag(tag.id);
      toast(TRACKING_TAG_TOASTS.deleted);
      await mutate();
    } catch {
      toast(TRACKING_TAG_TOASTS.deleteFailed);
    } finally {
      setDeleting(undefined);
    }
  };

  const columns: Column<AdminTrackingTag>[] = [
    { header: TRACKING_TAG_COPY.name, cell: (tag) => <Text fontWeight="semibold">{tag.name}</Text> },
    { header: TRACKING_TAG_COPY.tagType, cell: (tag) => TAG_TYPE_LABELS[tag.tagType] ?? tag.tagType },
    { header: TRACKING_TAG_COPY.tagId, cell: (tag) => <Text fontFamily="mono">{tag.tagId}</Text> },
    {
      header: TRACKING_TAG_COPY.status,
      cell: (tag) => <Badge colorPalette={tag.isActive ? 'green' : 'gray'}>{tag.isActive ? TRACKING_TAG_COPY.active : TRACKING_TAG_COPY.inactive}</Badge>,
    },
    { header: TRACKING_TAG_COPY.description, cell: (tag) => tag.description ?? '' },
    {
      header: TRACKING_TAG_COPY.actions,
      cell: (tag) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setDialog({ tag })} aria-label={`${TRACKING_TAG_COPY.edit} ${tag.name}`}>
            {TRACKING_TAG_COPY.edit}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" loading={deleting === tag.id} onClick={() => remove(tag)} aria-label={`${TRACKING_TAG_COPY.delete} ${tag.name}`}>
            {TRACKING_TAG_COPY.delete}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="lg">
            {TRACKING_TAG_COPY.heading}
          </Heading>
          <Text color="fg.muted">{TRACKING_TAG_COPY.intro}</Text>
        </Box>
        <Button colorPalette="navy" onClick={() => setDialog({})}>
          {TRACKING_TAG_COPY.add}
        </Button>
      </Flex>
      {error && !data && <StatusMessage kind="error">{TRACKING_TAG_COPY.error}</StatusMessage>}
      {!error && !data && <StatusMessage kind="loading">{TRACKING_TAG_COPY.loading}</StatusMessage>}
      {data?.length === 0 && <StatusMessage kind="empty">{TRACKING_TAG_COPY.empty}</StatusMessage>}
      {data && data.length > 0 && <DataTable caption={TRACKING_TAG_COPY.caption} columns={columns} rows={data} rowKey={(tag) => tag.id} stale={isValidating} />}
      <TagDialog open={dialog !== undefined} tag={dialog?.tag} onClose={() => setDialog(undefined)} onSaved={() => mutate()} />
    </Stack>
  );
}
