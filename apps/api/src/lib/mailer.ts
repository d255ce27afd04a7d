import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first (nothing is lost); with SMTP_URL it is then sent and
 * marked ENVIADO, without SMTP it stays in the outbox and is written to the log (design §3).
 */
export function createMailer(
  db: Db,
  opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(msg) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          para: msg.to,
          assunto: msg.subject,
          texto: msg.text,
          html: msg.html,
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
      try {
        await transport.sendMail({
          from: opts.from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'ENVIADO', sentDate: new Date(), tentativas: 1 })
          .where(eq(emailOutbox.id, row.id));
      } catch (err) {
        opts.log.error({ err, to: msg.to }, 'falha no envio de e-mail');
        await db
          .update(emailOutbox)
          .set({ status: 'ERRO', erro: String(err), tentativas: 1 })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
