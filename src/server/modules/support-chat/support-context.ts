import type { Config } from '#server/config.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * What the use cases of the support chat may use: `request.ctx`, or `app.createContext()` for
 * a reply received by e-mail. Mail they queue wakes the mailer once the request is answered.
 */
export type SupportContext = Pick<AppContext, 'db' | 'now' | 'mail' | 'config'>;

/** An operator of the team, as the console and the inbound e-mail know them. */
export type Operator = { email: string; firstName: string };

/** A person counts as present while one of their live streams was seen this recently. */
export const PRESENCE_STALE_MS = 45_000;

/** `reponses+<token>@domaine`: the Reply-To that names a conversation, when e-mail replies are on. */
export function replyAddressOf(config: Pick<Config, 'supportChat'>, token: string): string | undefined {
  const inbound = config.supportChat.inbound;
  if (!inbound) return undefined;
  const [local, domain] = inbound.replyAddress.split('@') as [string, string];
  return `${local}+${token}@${domain}`;
}

/** The token of a `reponses+<token>@domaine` address, or null when it is not one of ours. */
export function tokenOfReplyAddress(config: Pick<Config, 'supportChat'>, address: string): string | null {
  const inbound = config.supportChat.inbound;
  if (!inbound) return null;
  const [local, domain] = inbound.replyAddress.split('@') as [string, string];
  const match = /^([^+@]+)\+([0-9a-f]{32})@(.+)$/i.exec(address.trim());
  if (!match || match[1]!.toLowerCase() !== local || match[3]!.toLowerCase() !== domain) return null;
  return match[2]!.toLowerCase();
}
