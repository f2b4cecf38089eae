import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { MOBILE_QUERY, useMediaQuery } from '#client/lib/use-media-query.ts';

/** The top bars are 64 px high at most: a toast below them leaves their menu and links in reach. */
const BELOW_THE_TOP_BAR = { top: 72 };

/**
 * The toasts' colours. Sonner's own (`richColors`, light theme) give its text 3.1:1 (warning) to
 * 4.3:1 (error, success, info) on its background, under WCAG's 4.5:1: here the same backgrounds
 * and borders, the text darker (toaster.test.tsx checks each pair).
 */
export const TOAST_COLORS = {
  success: { background: '#ecfdf3', border: '#bffcd9', text: '#007025' },
  info: { background: '#f0f8ff', border: '#dde7fd', text: '#0861ba' },
  warning: { background: '#fffcf0', border: '#fbeeb1', text: '#934f06' },
  error: { background: '#fff0f0', border: '#ffe0e1', text: '#c20000' },
} as const;

const colorVariables = Object.fromEntries(
  Object.entries(TOAST_COLORS).flatMap(([kind, colors]) => [
    [`--${kind}-bg`, colors.background],
    [`--${kind}-border`, colors.border],
    [`--${kind}-text`, colors.text],
  ]),
) as CSSProperties;

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
      style={colorVariables}
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
