import { RouterAnchor } from '#client/components/router-anchor.tsx';
import { NotFoundScreen } from '#client/features/not-found/components/not-found-screen.tsx';
import { useGoBack } from '#client/lib/use-go-back.ts';
import { useSession } from '#client/lib/use-session.ts';

/**
 * The 404 page in the application: a route it does not know, or a screen a user may not see. A
 * signed-in user is sent to the dashboard and the support page.
 */
export function NotFoundPage() {
  const { user } = useSession();
  const goBack = useGoBack(user ? '/dashboard' : '/');
  return <NotFoundScreen signedIn={Boolean(user)} onBack={goBack} anchor={RouterAnchor} />;
}
