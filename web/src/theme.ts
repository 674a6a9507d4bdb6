import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The one design system of the site: Chakra's defaults plus the brand palettes (a deep navy and a warm gold for a
 * premium look, WhatsApp green for chat buttons) and system fonts, so no font file delays the first paint.
 */
const config = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        navy: {
          50: { value: '#eef2f8' },
          100: { value: '#d5deec' },
          200: { value: '#aab9d6' },
          300: { value: '#7b90b9' },
          400: { value: '#526a9a' },
          500: { value: '#36507f' },
          600: { value: '#263d68' },
          700: { value: '#1b2e53' },
          800: { value: '#12213f' },
          900: { value: '#0b162c' },
          950: { value: '#060d1c' },
        },
        gold: {
          50: { value: '#fdf8ec' },
          100: { value: '#f9edcc' },
          200: { value: '#f1d894' },
          300: { value: '#e8c160' },
          400: { value: '#dcaa3a' },
          500: { value: '#c58f22' },
          600: { value: '#a4711a' },
          700: { value: '#7f5519' },
          800: { value: '#5f401a' },
          900: { value: '#402c14' },
          950: { value: '#24180a' },
        },
        whatsapp: {
          500: { value: '#25d366' },
          600: { value: '#1ebe5a' },
          700: { value: '#128c4a' },
        },
      },
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
          solid: { value: '{colors.whatsapp.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.whatsapp.700}' },
          muted: { value: '{colors.whatsapp.500}' },
          subtle: { value: '{colors.whatsapp.500}' },
          emphasized: { value: '{colors.whatsapp.600}' },
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
