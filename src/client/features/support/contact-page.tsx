import { ContactScreen } from '#client/features/support/components/contact-screen.tsx';
import { useSession } from '#client/lib/use-session.ts';

/** The public contact page (spec section 2); a signed-in visitor finds their names already there. */
export function ContactPage() {
  const { user } = useSession();
  const sender = { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <title>Contact · Paraphe</title>
      <ContactScreen sender={sender} home={{ to: '/', label: 'Retour à l’accueil' }} />
    </div>
  );
}
