import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UK_HUB_ROUTE } from '#shared/uk/content/pages.ts';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';

/** Back to the UK hub, at the top of every sales page. */
export function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" colorPalette="navy" color="inherit" px="2">
      <RouterLink to={UK_HUB_ROUTE}>
        <span aria-hidden>←</span> {UK_SALES_COPY.backToHub}
      </RouterLink>
    </Button>
  );
}
