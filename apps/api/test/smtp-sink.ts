// A real SMTP server (smtp-server) on a free local port that keeps every message it receives, with a
// small MIME reader (quoted-printable, base64, multipart, encoded-word subjects). Used by the API tests
// and the browser journeys to read the e-mailed links.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The first message (received or to come) that matches; fails after timeoutMs. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages addressed to this e-mail (case-insensitive). */
  to(email: string): ReceivedMail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeEncodedWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*/g,
    (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** The text/plain content of a MIME entity (the first one of a multipart). */
function plainText(raw: string): string {
  const { headers, body } = splitPart(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const texts = parts.map((p) => p.replace(/^\r?\n/, ''));
    const plain = texts.find((p) =>
      /^text\/plain/i.test(splitPart(p).headers['content-type'] ?? 'text/plain'),
    );
    return plainText(plain ?? texts[0] ?? '');
  }
  const enc = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers } = splitPart(raw);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: plainText(raw),
    raw,
  };
}

/** The first URL in the text whose path starts with pathPrefix. */
export function linkIn(text: string, pathPrefix: string): URL {
  for (const m of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(m[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`nenhum link ${pathPrefix} no e-mail:\n${text}`);
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        for (const l of listeners) l();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (email) => messages.filter((m) => m.to.some((t) => t.toLowerCase() === email.toLowerCase())),
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(`nenhum e-mail esperado chegou em ${timeoutMs} ms (${messages.length} recebidos)`),
          );
        }, timeoutMs);
        const check = () => {
          const m = messages.find(match);
          if (!m) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(m);
        };
        listeners.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
