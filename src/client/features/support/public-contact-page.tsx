import { Toaster } from '#client/components/ui/toaster.tsx';
import { sendVisitorContactMessage } from '#client/features/support/api/send-visitor-contact-message.ts';
import { ContactScreen } from '#client/features/support/components/contact-screen.tsx';

const EMPTY_SENDER = { firstName: '', lastName: '', email: '' };

/**
 * The contact page prerendered for a visitor (decision 021): `ContactPage`'s screen without the
 * router, the session or zod; the form is its island. A visitor whom a previous visit left signed
 * in gets the application's `ContactPage` instead, prefilled from the session.
 */
export function PublicContactPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <title>Contact · Paraphe</title>
      <ContactScreen
        sender={EMPTY_SENDER}
        home={{ to: '/', label: 'Retour à l’accueil' }}
        // Every visit of a prerendered page is a page load: as in the application after one, 'back' goes home.
        onBack={() => window.location.assign('/')}
        send={sendVisitorContactMessage}
        anchor="a"
      />
      <Toaster />
    </div>
  );
}
