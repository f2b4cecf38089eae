import type { ComponentProps, ComponentType } from 'react';

export type AnchorProps = ComponentProps<'a'> & { href: string };

/**
 * How a component shared by the prerendered public pages and the application draws its links: a
 * plain `<a>` on the prerendered pages (no router there), `RouterAnchor` in the application, which
 * moves between screens without a reload.
 */
export type Anchor = ComponentType<AnchorProps> | 'a';
