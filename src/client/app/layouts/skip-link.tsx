/** The `<main>` of every layout: the skip link's target, focused after a navigation. */
export const MAIN_CONTENT_ID = 'contenu';

/** The first tab stop of every page: jumps over the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-md bg-ink-900 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Aller au contenu
    </a>
  );
}
