/**
 * A real SMTP server for the end-to-end suite: Admit's e2e server sends its mail here (SMTP_URL, through
 * nodemailer, as in production), and the tests read what arrived over a small HTTP endpoint on loopback:
 * `GET /messages?to=<address>` answers `[{ to, subject, text }]`, oldest first. Started by playwright.config.ts
 * as a web server of its own (`node e2e/support/smtp-sink.ts`), on the ports in SMTP_SINK_PORT and
 * SMTP_SINK_HTTP_PORT. Plain SMTP without TLS or sign-in: it listens on 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string };

const smtpPort = Number(process.env.SMTP_SINK_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      // Read as a mail client would: transfer encodings and encoded-word headers undone.
      simpleParser(Buffer.concat(chunks)).then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: (mail.text ?? '').replace(/\r\n/g, '\n'),
        });
        callback();
      }, callback);
    });
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/healthz') {
    res.end('ok');
    return;
  }
  if (url.pathname === '/messages' && req.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? received.filter((m) => m.to.includes(to)) : received));
    return;
  }
  res.statusCode = 404;
  res.end();
});

await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', () => resolve());
});
await new Promise<void>((resolve, reject) => {
  http.once('error', reject);
  http.listen(httpPort, '127.0.0.1', () => resolve());
});
console.log(`SMTP sink on smtp://127.0.0.1:${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`);

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
