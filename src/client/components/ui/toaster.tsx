import { Toaster as Sonner } from 'sonner';
import { MOBILE_QUERY, useMediaQuery } from '#client/lib/use-media-query.ts';

/** Toasts top-right on a desktop, top-centre on a phone where a corner would crowd the thumb. */
export function Toaster() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Sonner
      position={isMobile ? 'top-center' : 'top-right'}
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
