import { RouterAnchor } from '#client/components/router-anchor.tsx';
import { sendContactMessage } from '#client/features/support/api/send-contact-message.ts';
import { ContactScreen } from '#client/features/support/components/contact-screen.tsx';
import { SupportChatPanel } from '#client/features/support/components/support-chat-panel.tsx';
import { useGoBack } from '#client/lib/use-go-back.ts';
import { useCurrentUser } from '#client/lib/use-session.ts';

/**
 * The signed-in support page (spec section 2): the live chat with the team, then the form
 * prefilled with the account's names and address.
 */
export function SupportPage() {
  const user = useCurrentUser();
  const goBack = useGoBack('/dashboard');
  return (
    <>
      <title>Support · Paraphe</title>
      <ContactScreen
        sender={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
        home={{ to: '/dashboard', label: 'Retour au tableau de bord' }}
        chat={<SupportChatPanel plan={user.plan} />}
        onBack={goBack}
        send={sendContactMessage}
        anchor={RouterAnchor}
      />
    </>
  );
}
