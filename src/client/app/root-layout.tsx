import { Outlet } from 'react-router';
import { ScrollToTop, SessionExpiryRedirect } from '#client/app/route-effects.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionExpiryRedirect />
      <Outlet />
    </>
  );
}
