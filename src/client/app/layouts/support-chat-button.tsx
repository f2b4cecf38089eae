import { MessageCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** Screens with their own bottom bar, and the support page itself, go without the button. */
const HIDDEN_ON = ['/support', '/create-contract-v2', '/contract-preview'];

/** The discreet way to the chat with the team, in a corner of every signed-in screen. */
export function SupportChatButton() {
  const { pathname } = useLocation();
  if (HIDDEN_ON.includes(pathname)) return null;
  return (
    <Link
      to={{ pathname: '/support', hash: '#chat' }}
      aria-label="Discuter avec le support"
      title="Discuter avec le support"
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full border border-ink-800 bg-ink-900 text-white shadow-lg transition hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 print:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
    </Link>
  );
}
