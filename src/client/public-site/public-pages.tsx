import type { ComponentType } from 'react';

type PublicPageEntry = {
  /** The file under `dist/client/pages/`; the server maps `/x` to `x.html` and `/` to `index.html`. */
  file: string;
  /** Each page is its own chunk: the home page does not download the legal texts. */
  load: () => Promise<ComponentType>;
};

/**
 * The pages prerendered to HTML at build (scripts/prerender.ts), served as such
 * (src/server/plugins/web-app.ts) and hydrated by `entry-client.tsx`. Every other path is the
 * single-page app.
 */
export const publicPages: Record<string, PublicPageEntry> = {
  '/': {
    file: 'index.html',
    load: async () => (await import('#client/features/landing/landing-page.tsx')).LandingPage,
  },
  '/conditions': {
    file: 'conditions.html',
    load: async () => (await import('#client/features/legal/terms-page.tsx')).TermsPage,
  },
  '/confidentialite': {
    file: 'confidentialite.html',
    load: async () => (await import('#client/features/legal/privacy-page.tsx')).PrivacyPage,
  },
  '/mentions-legales': {
    file: 'mentions-legales.html',
    load: async () => (await import('#client/features/legal/legal-notice-page.tsx')).LegalNoticePage,
  },
};
