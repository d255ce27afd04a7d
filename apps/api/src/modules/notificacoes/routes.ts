import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import {
  EMAIL_STATUS_DEFAULT,
  marcarLidasResponse,
  NOTIFICACAO_EVENT,
  NOTIFICACAO_SUBSTITUIDA_EVENT,
  NOTIFICACOES_LIMIT,
  NOTIFICACOES_STREAMS_POR_USUARIO,
  NOTIFICACOES_STREAMS_RETRY_AFTER,
  notificacoesResponse,
  preferenciasSchema,
  streamQuery,
  type Notificacao,
} from '@portal/shared/schemas/notificacoes';
import { eq } from 'drizzle-orm';
import { notificacaoPreferencias } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { MSG } from '@portal/shared/messages';
import {
  listNotificacoes,
  markAllRead,
  markRead,
  notificacoesAfter,
  notificacoesByIds,
} from './read-notificacoes';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** A comment line on an idle stream, so that proxies and the browser keep it open. */
export const HEARTBEAT_MS = 25_000;
/** Notifications replayed at most on a reconnect (the bell reads its list again anyway). */
const REPLAY_LIMIT = 100;

/** Last-Event-ID as a notification id, or undefined when absent or not one. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  const v = Array.isArray(header) ? header[0] : header;
  if (!v || !/^\d{1,15}$/.test(v.trim())) return undefined;
  return Number(v.trim());
}

const sseEvent = (n: Notificacao) =>
  `id: ${n.id}\nevent: ${NOTIFICACAO_EVENT}\ndata: ${JSON.stringify(n)}\n\n`;

export const notificacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  /** Open streams: ended before the server closes (a stream never finishes by itself). */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  // A node at its maximum of streams says so in the log once a minute at most.
  let fullLoggedAt = 0;
  const logFull = (log: FastifyBaseLogger) => {
    if (Date.now() - fullLoggedAt < 60_000) return;
    fullLoggedAt = Date.now();
    log.warn(
      { streams: ctx.notificacoes.size(), max: ctx.config.NOTIFICACOES_STREAMS_MAX },
      'notificações ao vivo: o nó está no limite de streams abertos (NOTIFICACOES_STREAMS_MAX)',
    );
  };

  app.get(
    '/api/notificacoes',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notificacoes'],
        summary:
          'Notificações recentes do usuário (mudanças de status dos pedidos) e quantas não foram lidas',
        response: { 200: notificacoesResponse, ...errors },
      },
    },
    async (req) => listNotificacoes(ctx.db, currentUser(req).id, NOTIFICACOES_LIMIT),
  );

  app.post(
    '/api/notificacoes/:id/lida',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notificacoes'],
        summary: 'Marca uma notificação do usuário como lida',
        params: idParam,
        response: { 200: marcarLidasResponse, ...errors },
      },
    },
    async (req) => {
      if (!(await markRead(ctx.db, currentUser(req).id, req.params.id, ctx.clock()))) throw notFound();
      return { atualizadas: 1 };
    },
  );

  app.post(
    '/api/notificacoes/lidas',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notificacoes'],
        summary: 'Marca todas as notificações do usuário como lidas',
        response: { 200: marcarLidasResponse, ...errors },
      },
    },
    async (req) => ({ atualizadas: await markAllRead(ctx.db, currentUser(req).id, ctx.clock()) }),
  );

  app.get(
    '/api/notificacoes/preferencias',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notificacoes'],
        summary: 'Situações de pedido que o usuário recebe por e-mail',
        response: { 200: preferenciasSchema, ...errors },
      },
    },
    async (req) => {
      const [row] = await ctx.db
        .select({ emailStatus: notificacaoPreferencias.emailStatus })
        .from(notificacaoPreferencias)
        .where(eq(notificacaoPreferencias.usuarioId, currentUser(req).id))
        .limit(1);
      return { emailStatus: row?.emailStatus ?? [...EMAIL_STATUS_DEFAULT] };
    },
  );

  app.put(
    '/api/notificacoes/preferencias',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notificacoes'],
        summary: 'Grava as situações de pedido que o usuário recebe por e-mail',
        body: preferenciasSchema,
        response: { 200: preferenciasSchema, ...errors },
      },
    },
    async (req) => {
      const emailStatus = [...new Set(req.body.emailStatus)].sort((a, b) => a - b);
      const usuarioId = currentUser(req).id;
      await ctx.db
        .insert(notificacaoPreferencias)
        .values({ usuarioId, emailStatus, modifiedDate: ctx.clock() })
        .onConflictDoUpdate({
          target: notificacaoPreferencias.usuarioId,
          set: { emailStatus, modifiedDate: ctx.clock() },
        });
      return { emailStatus };
    },
  );

  app.get(
    '/api/notificacoes/stream',
    {
      // Never compressed: a compressor would hold the events back until its buffer fills.
      compress: false,
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notificacoes'],
        summary:
          'Notificações ao vivo (Server-Sent Events, text/event-stream): cada evento "notificacao" traz a ' +
          'notificação e o seu id como id do evento; com Last-Event-ID (ou ?after=) as perdidas são reenviadas',
        querystring: streamQuery,
        produces: ['text/event-stream'],
        response: { 200: z.string(), ...errors, 406: errorSchema, 503: errorSchema },
      },
    },
    async (req, reply) => {
      const { id: usuarioId, sessionId } = currentUser(req);
      // Only a client that asks for the stream gets it (browsers' readers and EventSource send this).
      if (!/text\/event-stream/i.test(req.headers.accept ?? ''))
        throw new AppError(406, MSG.streamAcceptRequired);
      const after = lastEventId(req.headers['last-event-id']) ?? req.query.after;
      const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const stream = new PassThrough();
      const sent = new Set<number>();
      let ended = false;
      const write = (rows: Notificacao[]) => {
        for (const n of rows) {
          if (ended || sent.has(n.id)) continue;
          sent.add(n.id);
          stream.write(sseEvent(n));
        }
      };
      // Deliveries and session checks one after the other, in the order they were heard.
      let queue: Promise<void> = Promise.resolve();
      const enqueue = (fn: () => Promise<void>) => {
        queue = queue.then(fn).catch((err) => req.log.error({ err }, 'falha ao ler notificações'));
      };
      // The session as every request checks it (open, unexpired, user released, a profile left).
      const sessionHolds = () =>
        ctx.tokens.verify(ctx.db, token).then(
          () => true,
          () => false,
        );
      // Nothing reaches a stream whose session no longer holds: each delivery checks it first.
      const deliver = (ids: number[]) =>
        enqueue(async () => {
          if (ended) return;
          if (!(await sessionHolds())) return end('sessao');
          write(await notificacoesByIds(ctx.db, usuarioId, ids));
        });
      // The session checked again: when it no longer holds the stream ends (the browser's
      // reconnection then gets 401).
      const checkSession = () =>
        enqueue(async () => {
          if (!ended && !(await sessionHolds())) end('sessao');
        });
      let replayed = false;
      const waiting: number[] = [];
      // Each heartbeat checks the session again too (an expired token, a change no node announced).
      const heartbeat = setInterval(() => {
        if (ended) return;
        stream.write(': ping\n\n');
        checkSession();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      let unregister: () => void = () => {};
      const end = (reason: 'sessao' | 'substituida') => {
        if (ended) return;
        // A newer stream of the same user took this one's place: the client waits before coming back.
        if (reason === 'substituida') stream.write(`event: ${NOTIFICACAO_SUBSTITUIDA_EVENT}\ndata: {}\n\n`);
        ended = true;
        clearInterval(heartbeat);
        unregister();
        streams.delete(endNow);
        stream.end();
      };
      const endNow = () => end('sessao');
      // Subscribed before the replay: what commits meanwhile waits for it and duplicates are skipped.
      // A logout ends the stream at once, a block or a profile removed checks its session (bus.ts).
      const registered = ctx.notificacoes.open(
        {
          usuarioId,
          sessionId,
          deliver: (ids) => {
            if (replayed) deliver(ids);
            else waiting.push(...ids);
          },
          end,
          recheck: checkSession,
        },
        { perUser: NOTIFICACOES_STREAMS_POR_USUARIO, perNode: ctx.config.NOTIFICACOES_STREAMS_MAX },
      );
      if (!registered) {
        ended = true;
        clearInterval(heartbeat);
        logFull(req.log);
        reply.header('retry-after', String(NOTIFICACOES_STREAMS_RETRY_AFTER));
        throw new AppError(503, MSG.streamsBusy);
      }
      unregister = registered;
      streams.add(endNow);
      reply.raw.once('close', endNow);
      stream.on('error', endNow);

      try {
        const missed =
          after !== undefined ? await notificacoesAfter(ctx.db, usuarioId, after, REPLAY_LIMIT) : [];
        stream.write('retry: 3000\n\n');
        write(missed);
      } finally {
        replayed = true;
        if (waiting.length > 0) deliver(waiting.splice(0));
      }
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store, no-transform')
          .header('x-accel-buffering', 'no')
          // The socket closes with the stream: an ended stream leaves no idle connection behind.
          .header('connection', 'close')
          .send(stream as unknown as string)
      ); // a stream is piped as it is, never serialized
    },
  );
};
