import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';

/** What every use case of the support chat is handed: built per request by the routes. */
export type SupportContext = {
  db: Database;
  now: Date;
  config: Pick<Config, 'appUrl' | 'supportEmail' | 'supportChat'>;
};

/** An operator of the team, as the console and the inbound e-mail know them. */
export type Operator = { email: string; firstName: string };

/** A person counts as present while one of their live streams was seen this recently. */
export const PRESENCE_STALE_MS = 45_000;

/** `reponses+<token>@domaine`: the Reply-To that names a conversation, when e-mail replies are on. */
export function replyAddressOf(config: SupportContext['config'], token: string): string | undefined {
  const inbound = config.supportChat.inbound;
  if (!inbound) return undefined;
  const [local, domain] = inbound.replyAddress.split('@') as [string, string];
  return `${local}+${token}@${domain}`;
}

/** The token of a `reponses+<token>@domaine` address, or null when it is not one of ours. */
export function tokenOfReplyAddress(config: SupportContext['config'], address: string): string | null {
  const inbound = config.supportChat.inbound;
  if (!inbound) return null;
  const [local, domain] = inbound.replyAddress.split('@') as [string, string];
  const match = /^([^+@]+)\+([0-9a-f]{32})@(.+)$/i.exec(address.trim());
  if (!match || match[1]!.toLowerCase() !== local || match[3]!.toLowerCase() !== domain) return null;
  return match[2]!.toLowerCase();
}
