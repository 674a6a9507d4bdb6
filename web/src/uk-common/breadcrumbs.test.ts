import { describe, expect, it } from '@jest/globals';
import { UK_BANKING_VISAS_ROUTE, UK_SALES_PAGES } from '#shared/uk/content/pages.ts';
import { ukBreadcrumbs } from './breadcrumbs.tsx';

describe('ukBreadcrumbs', () => {
  it('leads from the hub to the first sales page', () => {
    const { items, next } = ukBreadcrumbs('/uk');
    expect(items.map((crumb) => crumb.href)).toEqual(['/', '/uk']);
    expect(next).toEqual({ label: UK_SALES_PAGES[0]!.name, href: UK_SALES_PAGES[0]!.route });
  });

  it('ends the trail on the sales page and links to its next page', () => {
    expect(ukBreadcrumbs('/uk/fast-setup')).toEqual({
      items: [
        { label: 'Home', href: '/' },
        { label: 'UK to Dubai', href: '/uk' },
        { label: '24-Hour Setup', href: '/uk/fast-setup' },
      ],
      next: { label: 'Global Market Access', href: '/uk/market-access' },
    });
    expect(ukBreadcrumbs('/uk/tax-savings').next).toEqual({ label: 'Visas & Banking', href: UK_BANKING_VISAS_ROUTE });
  });

  it('has no next page where the spec names none', () => {
    expect(ukBreadcrumbs('/uk/wealth-preservation').next).toBeUndefined();
  });
});
