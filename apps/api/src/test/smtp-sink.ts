import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A file that came with a message: its name, type, bytes, and the content id an inline image is shown by. */
export type ArrivedAttachment = { filename: string; contentType: string; content: Buffer; cid: string | null };

/** A message as it arrived: the envelope's addresses, and its headers and parts as mailparser reads them. */
export type Arrived = {
  from: string;
  to: string[];
  subject: string;
  toHeader: string;
  text: string;
  html: string;
  attachments: ArrivedAttachment[];
};

export type SmtpSink = {
  arrived: Arrived[];
  port: number;
  /** Listens again on the same port, after `stop` (an SMTP server that was down and is back). */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A plain local SMTP server (smtp-server: no TLS, no sign-in) that keeps every message, read as a mail client
 * would (transfer encodings and encoded-word headers undone). The real thing nodemailer talks to, on loopback.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const arrived: Arrived[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // Inline images stay `cid:` references in the HTML, as a client shows them beside the parts.
          void simpleParser(Buffer.concat(chunks), { skipImageLinks: true }).then((mail) => {
            arrived.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              toHeader: [mail.to ?? []]
                .flat()
                .map((to) => to.text)
                .join(', '),
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
                cid: a.cid ?? null,
              })),
            });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        resolve();
      });
    });
    // A client that dies mid-conversation (a test kills the API that was sending) resets its connection: the
    // server reports it, and a sink has nothing to do about it but carry on.
    next.on('error', () => undefined);
    server = next;
    port = (next.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    arrived,
    get port() {
      return port;
    },
    start: listen,
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
