import { Outlet } from 'react-router';
import { ScrollToTop, SessionExpiryNotice } from '#client/app/route-effects.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionExpiryNotice />
      <Outlet />
    </>
  );
}
