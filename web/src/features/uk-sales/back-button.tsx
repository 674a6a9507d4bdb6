import { Link as RouterLink } from 'react-router-dom';
import { UK_HUB_ROUTE } from '#shared/uk/content/pages.ts';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';

/** Back to the UK hub, at the top of every sales page. */
export function BackButton() {
  return (
    <LinkButton asChild variant="ghost" size="sm" colorPalette="navy" color="inherit" px="2">
      <RouterLink to={UK_HUB_ROUTE}>
        <span aria-hidden>←</span> {UK_SALES_COPY.backToHub}
      </RouterLink>
    </LinkButton>
  );
}
