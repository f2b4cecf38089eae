import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { precompressFolder } from './precompress.ts';

/** Where the client build leaves the public pages' template, and where the pages go. */
const TEMPLATE = 'public-site/page.html';
const PAGES = 'pages';

type RenderedPage = { file: string; html: string };

/**
 * React puts a page's `<title>` (and any `<meta>` or `<link>` it renders) first in the string;
 * they belong in the document's head, where hydration looks for them.
 */
function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * The application's entry scripts, from the built `index.html`: a returning signed-in user gets
 * the application on a public page (`public-site/entry-client.tsx` loads them).
 */
function applicationMeta(outDir: string): string {
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const scripts = [...shell.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('prerender: no module script in index.html');
  return `<meta name="paraphe-application" content="${scripts.join(' ')}" />`;
}

/**
 * The Vite plugin: once the client is built, renders the public pages (landing, legal pages,
 * contact) and the 404 page to HTML into
 * `dist/client/pages/` (issue « Close to the floor »: readable before any JavaScript runs, then
 * hydrated by `public-site/entry-client.tsx`). A server build of `public-site/entry-server.tsx`
 * is made in node_modules/.cache (so Node finds react and the rest in node_modules), imported,
 * and removed. Runs within `vite build`, so every path that builds the client prerenders too.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'paraphe-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      // One folder per build: two builds of this checkout at once (a bench's and a test run's)
      // do not share it.
      const serverDir = path.resolve(root, `../../node_modules/.cache/paraphe-prerender-${process.pid}`);
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: path.join(root, 'public-site/entry-server.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
          },
        });
        const entry = pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href;
        const { renderPublicPages } = (await import(entry)) as { renderPublicPages: () => Promise<RenderedPage[]> };
        const template = readFileSync(path.join(outDir, TEMPLATE), 'utf8');
        const application = applicationMeta(outDir);
        rmSync(path.join(outDir, path.dirname(TEMPLATE)), { recursive: true, force: true });
        rmSync(path.join(outDir, PAGES), { recursive: true, force: true });
        mkdirSync(path.join(outDir, PAGES), { recursive: true });
        for (const page of await renderPublicPages()) {
          const { head, body } = splitHead(page.html);
          // Which page this is: the 404 page is served at any path (public-site/entry-client.tsx).
          const name = `<meta name="paraphe-page" content="${page.file}" />`;
          const html = template
            .replace('<!--page-head-->', `${head}\n    ${name}\n    ${application}`)
            .replace('<!--page-html-->', body);
          writeFileSync(path.join(outDir, PAGES, page.file), html);
        }
        precompressFolder(path.join(outDir, PAGES));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
