import { Button, HStack, Text } from '@chakra-ui/react';

type CursorPaginationProps = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  labels: { previous: string; next: string; page: string };
  /** Both buttons wait while a page loads. */
  loading?: boolean;
};

/** Previous / Next paging for lists paged by cursor (their length is not known in advance), with the page number. */
export function CursorPagination({ page, hasPrevious, hasNext, onPrevious, onNext, labels, loading }: CursorPaginationProps) {
  return (
    <HStack as="nav" aria-label={labels.page} justify="space-between" gap="3">
      <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || loading}>
        {labels.previous}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {labels.page} {page}
      </Text>
      <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || loading}>
        {labels.next}
      </Button>
    </HStack>
  );
}
