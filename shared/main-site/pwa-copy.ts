/** The installable app's words (spec main-site.md section 4). */
export const PWA_COPY = {
  install: {
    title: 'Install the Dubai Setup app',
    text: 'Open our guides, packages and calculator straight from your home screen, even offline.',
    action: 'Install',
    dismiss: 'Not now',
  },
  update: {
    text: 'A new version of the site is available.',
    action: 'Update',
  },
  offline: 'You are offline. Pages you visited still open; forms are sent when you are back online.',
} as const;
