/**
 * The one tax disclaimer: the small print of every page that shows tax figures (/uk/tax-savings, the hub's
 * calculator) and of the e-mailed tax report, so a visitor never reads two different cautions about the same numbers.
 */
export const TAX_DISCLAIMER =
  'Figures are illustrative estimates based on published UK and UAE tax rates and typical client profiles. Your savings depend on your residence, company structure and circumstances; take personal tax advice before acting.';
