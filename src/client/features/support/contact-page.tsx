import { RouterAnchor } from '#client/components/router-anchor.tsx';
import { sendContactMessage } from '#client/features/support/api/send-contact-message.ts';
import { ContactScreen } from '#client/features/support/components/contact-screen.tsx';
import { useGoBack } from '#client/lib/use-go-back.ts';
import { useSession } from '#client/lib/use-session.ts';

/**
 * The contact page (spec section 2) in the application: a signed-in visitor finds their names
 * already there, and their message is tied to the account. A visitor gets the prerendered page
 * (`public-contact-page.tsx`), with the same screen.
 */
export function ContactPage() {
  const { user } = useSession();
  const goBack = useGoBack('/');
  const sender = { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <title>Contact · Paraphe</title>
      <ContactScreen
        sender={sender}
        home={{ to: '/', label: 'Retour à l’accueil' }}
        onBack={goBack}
        send={sendContactMessage}
        anchor={RouterAnchor}
      />
    </div>
  );
}
