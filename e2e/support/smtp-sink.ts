/**
 * A real SMTP server for the end-to-end suite: Admit's e2e server sends its mail here (SMTP_URL, through
 * nodemailer, as in production), and the tests read what arrived over a small HTTP endpoint on loopback:
 * `GET /messages?to=<address>` answers `[{ to, subject, text }]`, oldest first. Started by playwright.config.ts
 * as a web server of its own (`node e2e/support/smtp-sink.ts`), on the ports in SMTP_SINK_PORT and
 * SMTP_SINK_HTTP_PORT. Plain SMTP without TLS or sign-in: it listens on 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string };

const smtpPort = Number(process.env.SMTP_SINK_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
const received: ReceivedMail[] = [];

/** Bytes of a quoted-printable body (=XX escapes, soft line breaks), as UTF-8 text. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header value with RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The subject and text of a single-part message as nodemailer writes a text-only mail. */
function parse(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        ...parse(Buffer.concat(chunks).toString('utf8')),
      });
      callback();
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
