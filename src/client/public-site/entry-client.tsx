import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { STORAGE_KEYS } from '#client/lib/session-storage-keys.ts';
import { PublicPage } from '#client/public-site/public-page.tsx';
import { prerenderedPages } from '#client/public-site/public-pages.tsx';
import '#client/styles.css';

/**
 * The prerendered public pages' script (issue « Close to the floor »): the HTML is already there;
 * this makes its islands (waiting-list form, contact form, menu, signup count) work, without the
 * router, React Query or zod. A visitor whom a previous visit left signed in gets the whole
 * application instead, which draws the same page with their navigation bar (the contact form
 * prefilled, the 404 page's links to their dashboard).
 */
function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.user) !== null;
  } catch {
    return false;
  }
}

/** The application's own scripts (`index.html`'s), which the prerender lists in a meta tag. */
function startApplication() {
  const scripts = document.querySelector<HTMLMetaElement>('meta[name="paraphe-application"]')?.content ?? '';
  for (const src of scripts.split(' ').filter(Boolean)) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  }
}

/** The page this document is, which the prerender names in a meta tag: the 404 page is at any path. */
function servedPage() {
  const file = document.querySelector<HTMLMetaElement>('meta[name="paraphe-page"]')?.content;
  return prerenderedPages.find((page) => page.file === file);
}

const container = document.getElementById('root');
const page = servedPage();
if (!container) throw new Error('#root introuvable');
if (hasStoredSession() || !page) {
  startApplication();
} else {
  void page.load().then((Page) =>
    hydrateRoot(
      container,
      <StrictMode>
        <PublicPage Page={Page} />
      </StrictMode>,
    ),
  );
  // A sign-in in another tab: the page is drawn again by the application, with the account's bar.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.user && event.newValue !== null) window.location.reload();
  });
}
