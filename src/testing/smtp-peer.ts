import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

export type SmtpPeer = {
  /** For config.smtpUrl: `smtp://127.0.0.1:<port>`. */
  url: string;
  messages: CapturedMail[];
  /** While true, every recipient is refused with a temporary error (451). */
  rejecting: boolean;
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free loopback port that keeps what it receives: the mail worker
 * talks to it through nodemailer exactly as to a provider (style.md: prefer a real local peer).
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: CapturedMail[] = [];
  const peer = { rejecting: false };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in tests.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (peer.rejecting) {
        const error = Object.assign(new Error('Boîte momentanément indisponible'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: decodeHeader(/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''),
          text: textPartOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The decoded text/plain part of a MIME message (quoted-printable, base64 or plain). */
function textPartOf(raw: string): string {
  const start = raw.search(/^Content-Type: text\/plain/im);
  if (start < 0) return '';
  const part = raw.slice(start);
  const headerEnd = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 4).split(/\r\n--/)[0] ?? '';
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
  return body;
}

/** `=XX` escapes are bytes of UTF-8; everything else is itself. */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index++) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(value[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) back to text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) => {
      if (kind.toLowerCase() === 'b') return Buffer.from(data, 'base64').toString('utf8');
      return decodeQuotedPrintable(data.replace(/_/g, ' '));
    });
}
