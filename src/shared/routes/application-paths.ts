/**
 * Every path of the application's router (`src/client/router.tsx`), as its patterns: the server
 * answers these with the application (or their prerendered page), any other path with the 404
 * page and the status 404 (decision 021). `src/client/router.test.ts` fails when the router and
 * this list differ.
 */
export const applicationPaths = [
  '/',
  '/signer/:token',
  '/landing',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-required',
  '/contact',
  '/conditions',
  '/confidentialite',
  '/mentions-legales',
  '/support-console',
  '/onboarding',
  '/checkout/sandbox/portal',
  '/checkout/sandbox/:orderId',
  '/dashboard',
  '/contracts',
  '/create-contract',
  '/create-contract-v2',
  '/contract-preview',
  '/contracts/:id/suivi',
  '/profile',
  '/support',
  '/checkout-success',
] as const;

function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

const patterns = applicationPaths.map(segmentsOf);

/**
 * Whether the router draws a screen of its own at `pathname` (not its catch-all 404), matching as
 * React Router does: without case, a trailing slash allowed, a `:param` standing for any one
 * segment.
 */
export function isApplicationPath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase()),
  );
}
