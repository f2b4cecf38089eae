/** The screens behind the access guard (spec section 2); every other path is public. */
export const PROTECTED_PATHS = [
  '/onboarding',
  '/dashboard',
  '/support',
  '/contracts',
  '/create-contract',
  '/create-contract-v2',
  '/contract-preview',
  '/profile',
  '/checkout-success',
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
