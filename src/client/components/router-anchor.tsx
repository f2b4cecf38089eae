import { Link } from 'react-router';
import type { AnchorProps } from '#client/components/anchor.tsx';

/** The router's link behind an `Anchor`: the application moves between screens without a reload. */
export function RouterAnchor({ href, ...props }: AnchorProps) {
  return <Link to={href} {...props} />;
}
