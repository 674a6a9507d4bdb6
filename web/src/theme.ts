import { createSystem, defaultConfig, defineConfig, defineRecipe, defineTextStyles } from '@chakra-ui/react';
import { BRAND_COLORS } from '#shared/brand-colors.ts';
import { TOUCH_TARGET_CSS } from './touch-target-css.ts';

/**
 * The one design system of the site: Chakra's defaults plus the brand palettes (a deep navy and a warm gold for a
 * premium look, WhatsApp green for chat buttons), the brand typeface pair (Fraunces for headings, Inter for text;
 * the faces are declared and preloaded in web/index.html), one type scale and one button style for every page.
 * Pages take sizes and weights from here (textStyle, the recipes), not their own.
 */

/** Fonts after the brand face: a fallback stretched to its metrics (index.html), then the system's. */
export const BRAND_FONTS = {
  heading: "'Fraunces', 'Fraunces fallback', 'Fraunces fallback serif', Georgia, serif",
  body: "'Inter', 'Inter fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
} as const;

/**
 * The one type scale: display (hero headlines), title (section headings), subtitle (card and step headings), lead
 * (intro paragraphs), eyebrow (small labels above headings, sentence case: no capitals forced on the spec's words).
 */
const textStyles = defineTextStyles({
  display: {
    value: { fontFamily: 'heading', fontWeight: 'semibold', fontSize: { base: '4xl', md: '5xl', lg: '6xl' }, lineHeight: '1.1', letterSpacing: '-0.02em' },
  },
  title: { value: { fontFamily: 'heading', fontWeight: 'semibold', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.2', letterSpacing: '-0.01em' } },
  subtitle: { value: { fontFamily: 'heading', fontWeight: 'semibold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3' } },
  lead: { value: { fontFamily: 'body', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.6' } },
  eyebrow: { value: { fontFamily: 'body', fontWeight: 'semibold', fontSize: 'sm', letterSpacing: '0.02em', textTransform: 'none' } },
});

/** Every button: one weight, sentence case as written (never forced capitals), the brand's body face. */
const buttonRecipe = defineRecipe({
  base: { fontFamily: 'body', fontWeight: 'semibold', textTransform: 'none', letterSpacing: 'normal' },
});

/** Every Heading in the brand serif at one weight; sizes come from the heading recipe's scale or a textStyle. */
const headingRecipe = defineRecipe({
  base: { fontFamily: 'heading', fontWeight: 'semibold', letterSpacing: '-0.01em' },
});
const config = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
    'h1, h2, h3': { fontFamily: 'heading' },
    ...TOUCH_TARGET_CSS,
  },
  theme: {
    textStyles,
    recipes: { button: buttonRecipe, heading: headingRecipe },
    tokens: {
      fonts: {
        heading: { value: BRAND_FONTS.heading },
        body: { value: BRAND_FONTS.body },
      },
      colors: Object.fromEntries(
        Object.entries(BRAND_COLORS).map(([palette, shades]) => [
          palette,
          Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }])),
        ]),
      ),
    },
    semanticTokens: {
      colors: {
        // Field error text: Chakra's red.500 is 3.8:1 on white; red.600 is 4.8:1 (WCAG AA: 4.5:1).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        navy: {
          solid: { value: '{colors.navy.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.navy.700}' },
          muted: { value: '{colors.navy.100}' },
          subtle: { value: '{colors.navy.50}' },
          emphasized: { value: '{colors.navy.200}' },
          focusRing: { value: '{colors.navy.500}' },
        },
        gold: {
          solid: { value: '{colors.gold.400}' },
          contrast: { value: '{colors.navy.900}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.500}' },
        },
        whatsapp: {
          solid: { value: '{colors.whatsapp.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.whatsapp.800}' },
          muted: { value: '{colors.whatsapp.500}' },
          subtle: { value: '{colors.whatsapp.500}' },
          emphasized: { value: '{colors.whatsapp.900}' },
          focusRing: { value: '{colors.whatsapp.700}' },
        },
      },
    },
  },
});

/**
 * A design system instance. Chakra memoizes the styles it builds per instance, keyed without regard to property
 * order, so the first element to use a style decides the order of its rules and thus its class name. The browser
 * makes one instance per page load; the prerender makes one per page, so each page's class names match the
 * browser's (a shared instance carries one page's choices into the next and breaks hydration).
 */
export const createAppSystem = () => createSystem(defaultConfig, config);

export type AppSystem = ReturnType<typeof createAppSystem>;
