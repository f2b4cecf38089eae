import { NotFoundScreen } from '#client/features/not-found/components/not-found-screen.tsx';

/**
 * The 404 page the server answers, with the status 404, for a path that is neither a public page
 * nor a route of the application (decision 021). A visitor whom a previous visit left signed in
 * gets the application, which draws `NotFoundPage` with the account's links.
 */
export function PublicNotFoundPage() {
  // Every visit of a prerendered page is a page load: as in the application after one, 'back' goes home.
  return <NotFoundScreen signedIn={false} onBack={() => window.location.assign('/')} anchor="a" />;
}
