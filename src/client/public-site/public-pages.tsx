import type { ComponentType } from 'react';

type PublicPageEntry = {
  /**
   * The file under `dist/client/pages/`; the server maps `/x` to `x.html` and `/` to
   * `index.html`, and answers an unknown path with `404.html`.
   */
  file: string;
  /** Each page is its own chunk: the home page does not download the legal texts. */
  load: () => Promise<ComponentType>;
};

/**
 * The pages prerendered to HTML at build (scripts/prerender.ts), served as such
 * (src/server/plugins/web-app.ts) and hydrated by `entry-client.tsx`. Every other route of the
 * router is the single-page app; any other path gets `notFoundPage`.
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
  '/contact': {
    file: 'contact.html',
    load: async () => (await import('#client/features/support/public-contact-page.tsx')).PublicContactPage,
  },
};

/** The page of any path that is neither one of these nor a route of the application, with the status 404. */
export const notFoundPage: PublicPageEntry = {
  file: '404.html',
  load: async () => (await import('#client/features/not-found/public-not-found-page.tsx')).PublicNotFoundPage,
};

/** Every prerendered page; the meta tag `paraphe-page` of each names its file. */
export const prerenderedPages: PublicPageEntry[] = [...Object.values(publicPages), notFoundPage];
