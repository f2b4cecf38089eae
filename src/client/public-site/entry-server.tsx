import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicPage } from '#client/public-site/public-page.tsx';
import { prerenderedPages } from '#client/public-site/public-pages.tsx';

/** Renders each public page and the 404 page to HTML, for the build's prerender step (scripts/prerender.ts). */
export async function renderPublicPages(): Promise<{ file: string; html: string }[]> {
  return Promise.all(
    prerenderedPages.map(async ({ file, load }) => {
      const Page = await load();
      const html = renderToString(
        <StrictMode>
          <PublicPage Page={Page} />
        </StrictMode>,
      );
      return { file, html };
    }),
  );
}
