import { Toaster as Sonner } from 'sonner';
import { MOBILE_QUERY, useMediaQuery } from '#client/lib/use-media-query.ts';

/** The top bars are 64 px high at most: a toast below them leaves their menu and links in reach. */
const BELOW_THE_TOP_BAR = { top: 72 };

/** Toasts top-right on a desktop, top-centre on a phone where a corner would crowd the thumb. */
export function Toaster() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Sonner
      position={isMobile ? 'top-center' : 'top-right'}
      offset={BELOW_THE_TOP_BAR}
      mobileOffset={BELOW_THE_TOP_BAR}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        duration: 5000,
        closeButtonAriaLabel: 'Fermer la notification',
        classNames: {
          toast: 'font-sans! rounded-lg! shadow-raised!',
          title: 'text-sm! font-medium!',
        },
      }}
    />
  );
}
