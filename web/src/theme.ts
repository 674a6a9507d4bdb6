import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { BRAND_COLORS } from './brand-colors.ts';
import { TOUCH_TARGET_CSS } from './touch-target-css.ts';

/**
 * The one design system of the site: Chakra's defaults plus the brand palettes (a deep navy and a warm gold for a
 * premium look, WhatsApp green for chat buttons) and system fonts, so no font file delays the first paint.
 */
const config = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg' },
    ...TOUCH_TARGET_CSS,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
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
