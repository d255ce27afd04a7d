import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (kept in the outbox, so a retry sends them too). */
  attachments?: MailAttachment[];
}

type StoredAttachment = { filename: string; contentType: string; base64: string };
const storeAttachments = (a: MailAttachment[] | undefined): StoredAttachment[] | null =>
  a?.length
    ? a.map((f) => ({
        filename: f.filename,
        contentType: f.contentType,
        base64: f.content.toString('base64'),
      }))
    : null;
const readAttachments = (a: StoredAttachment[] | null | undefined): MailAttachment[] | undefined =>
  a?.length
    ? a.map((f) => ({
        filename: f.filename,
        contentType: f.contentType,
        content: Buffer.from(f.base64, 'base64'),
      }))
    : undefined;
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /**
   * Sends again the outbox messages that are due (a failed send after its back-off, a message left
   * PENDENTE by a node that stopped mid-send). Run by the leader node only (lib/leader.ts).
   */
  retryDue?(): Promise<{ sent: number; failed: number }>;
  /**
   * Sends outbox messages written by another transaction (order news), once it has committed: each
   * is claimed by one node only; without SMTP_URL they are marked LOG and written to the log.
   */
  sendQueued?(ids: number[]): Promise<void>;
}

/** Attempts per message, the first included; after the last failure it stays ERRO for good. */
export const MAIL_MAX_ATTEMPTS = 6;
/** Wait before the 2nd attempt; doubled for each later one (1, 2, 4, 8, 16 minutes). */
export const MAIL_RETRY_BASE_MS = 60_000;
/** A message PENDENTE for this long was left by a node that stopped between writing and sending it. */
export const MAIL_ORPHAN_MS = 10 * 60_000;
/** Messages taken per retry run; a claimed message is not taken again for MAIL_CLAIM_MS. */
const RETRY_BATCH = 20;
const MAIL_CLAIM_MS = 10 * 60_000;

/** When the attempt after `attempts` failed attempts is due, or null when there is none. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + MAIL_RETRY_BASE_MS * 2 ** (attempts - 1));
}

/**
 * Every message is written to the outbox first (nothing is lost); with SMTP_URL it is then sent and
 * marked ENVIADO, without SMTP it stays in the outbox and is written to the log
 * (docs/product/arquitetura.md §3). A failed send is marked ERRO with the time of its next attempt:
 * `retryDue` (the leader's job) sends it again with exponential back-off, up to MAIL_MAX_ATTEMPTS attempts in
 * all.
 */
export function createMailer(
  db: Db,
  opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger; now?: () => Date },
): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const now = opts.now ?? (() => new Date());

  async function deliver(id: number, msg: MailMessage, attemptsBefore: number): Promise<boolean> {
    const attempts = attemptsBefore + 1;
    try {
      await transport!.sendMail({
        from: opts.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'ENVIADO', sentDate: now(), tentativas: attempts, proximaTentativa: null })
        .where(eq(emailOutbox.id, id));
      return true;
    } catch (err) {
      const next = nextAttemptAt(attempts, now());
      opts.log.error(
        { err, to: msg.to, tentativas: attempts, proximaTentativa: next?.toISOString() ?? null },
        next ? 'falha no envio de e-mail (nova tentativa depois)' : 'falha no envio de e-mail (desistiu)',
      );
      await db
        .update(emailOutbox)
        .set({ status: 'ERRO', erro: String(err), tentativas: attempts, proximaTentativa: next })
        .where(eq(emailOutbox.id, id));
      return false;
    }
  }

  return {
    async send(msg) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          para: msg.to,
          assunto: msg.subject,
          texto: msg.text,
          html: msg.html,
          anexos: storeAttachments(msg.attachments),
          status: transport ? 'PENDENTE' : 'LOG',
        })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        opts.log.info(
          { to: msg.to, subject: msg.subject, text: msg.text },
          'e-mail (sem SMTP_URL: gravado na caixa de saída)',
        );
        return;
      }
      await deliver(row.id, msg, 0);
    },

    async sendQueued(ids) {
      if (ids.length === 0) return;
      const at = now();
      const claimed = (await db.execute(sql`
        update ${emailOutbox}
           set proxima_tentativa = ${new Date(at.getTime() + MAIL_CLAIM_MS).toISOString()}::timestamptz,
               status = ${transport ? 'PENDENTE' : 'LOG'}
         where id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )}) and status = 'PENDENTE' and tentativas = 0 and proxima_tentativa is null
        returning id, para, assunto, texto, html`)) as unknown as {
        rows: { id: number | string; para: string; assunto: string; texto: string; html: string | null }[];
      };
      for (const r of claimed.rows) {
        if (!transport) {
          opts.log.info(
            { to: r.para, subject: r.assunto, text: r.texto },
            'e-mail (sem SMTP_URL: gravado na caixa de saída)',
          );
          continue;
        }
        await deliver(
          Number(r.id),
          { to: r.para, subject: r.assunto, text: r.texto, html: r.html ?? undefined },
          0,
        );
      }
    },

    async retryDue() {
      if (!transport) return { sent: 0, failed: 0 };
      const at = now();
      // Claim the due messages (pushing their next attempt forward) so that a run on another node
      // after a change of leader does not take them too while they are being sent.
      const claimed = (await db.execute(sql`
        update ${emailOutbox} set proxima_tentativa = ${new Date(at.getTime() + MAIL_CLAIM_MS).toISOString()}::timestamptz
         where id in (
           select id from ${emailOutbox}
            where tentativas < ${MAIL_MAX_ATTEMPTS}
              and ((status = 'ERRO' and proxima_tentativa <= ${at.toISOString()}::timestamptz)
                or (status = 'PENDENTE' and created_date < ${new Date(at.getTime() - MAIL_ORPHAN_MS).toISOString()}::timestamptz))
            order by id limit ${RETRY_BATCH} for update skip locked)
        returning id, para, assunto, texto, html, anexos, tentativas`)) as unknown as {
        rows: {
          id: number | string;
          para: string;
          assunto: string;
          texto: string;
          html: string | null;
          anexos: StoredAttachment[] | null;
          tentativas: number;
        }[];
      };
      let sent = 0;
      let failed = 0;
      for (const r of claimed.rows) {
        const ok = await deliver(
          Number(r.id),
          {
            to: r.para,
            subject: r.assunto,
            text: r.texto,
            html: r.html ?? undefined,
            attachments: readAttachments(r.anexos),
          },
          r.tentativas,
        );
        if (ok) sent++;
        else failed++;
      }
      return { sent, failed };
    },
  };
}
