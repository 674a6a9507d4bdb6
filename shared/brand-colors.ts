/**
 * The brand palettes as plain hex values: the design system (web/src/theme.ts) turns them into Chakra tokens, and the build
 * draws the link-preview images with them (web/scripts/seo/share-image.ts) and the tax report PDF its brand, so all use the same colours.
 */
export const BRAND_COLORS = {
  navy: {
    50: '#eef2f8',
    100: '#d5deec',
    200: '#aab9d6',
    300: '#7b90b9',
    400: '#526a9a',
    500: '#36507f',
    600: '#263d68',
    700: '#1b2e53',
    800: '#12213f',
    900: '#0b162c',
    950: '#060d1c',
  },
  gold: {
    50: '#fdf8ec',
    100: '#f9edcc',
    200: '#f1d894',
    300: '#e8c160',
    400: '#dcaa3a',
    500: '#c58f22',
    600: '#a4711a',
    700: '#7f5519',
    800: '#5f401a',
    900: '#402c14',
    950: '#24180a',
  },
  whatsapp: {
    500: '#25d366',
    600: '#1ebe5a',
    700: '#128c4a',
    // Darker greens for white text: #128c4a gives 4.3:1, under WCAG AA's 4.5:1; these give 5.2:1 and 6.1:1.
    800: '#0f7d41',
    900: '#0d7139',
  },
} as const;
