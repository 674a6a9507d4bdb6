/**
 * Global rules that keep the public pages usable by touch, spread into the theme's globalCss (base layer,
 * so any component's own size still wins where it is larger):
 * - on phones every control is at least 44 px high and wide. `min-height` does not apply to inline boxes, so links
 *   inside a sentence keep the line's height, while block, flex and inline-block links, buttons, fields and
 *   disclosure summaries grow to 44 px with their content centred;
 * - every footer ends with 80 px of room for the floating WhatsApp button (56 px high, 16 px from the bottom on
 *   phones and 24 px from tablets up), so it never covers the last line of the page.
 */
const PHONE = '@media (max-width: 47.99em)';
const CONTROLS = ':where(a[href], button, [role="button"], select, input:not([type="checkbox"], [type="radio"], [type="hidden"]), textarea, summary)';

export const TOUCH_TARGET_CSS = {
  [PHONE]: {
    [CONTROLS]: { minHeight: '44px', minWidth: '44px' },
    // Flex links and buttons: the text stays centred in the taller box; blocks centre their content too.
    [':where(a[href], summary)']: { alignItems: 'center', alignContent: 'center' },
    // A checkbox is operated through its label: the label is the target.
    [':where(label:has(> input[type="checkbox"], > input[type="radio"]))']: { minHeight: '44px', alignItems: 'center' },
  },
  'footer::after': { content: '""', display: 'block', height: '5rem' },
} as const;
