import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { ApiError } from '@portal/shared/schemas/common';

/** A failure the client should see, in the one error shape (docs/product/arquitetura.md §4). */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly extra: { code?: number; fields?: Record<string, string>; error?: string } = {},
  ) {
    super(message);
  }
  toBody(): ApiError {
    return { status: this.status, message: this.message, ...this.extra };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, { fields });
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError(401, message);
export const tokenExpired = (message: string = MSG.tokenInvalid) =>
  new AppError(401, message, { code: ERROR_CODES.TOKEN_EXPIRED });
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, message, { fields });
export const businessWarning = (message: string) =>
  new AppError(422, message, { code: ERROR_CODES.BUSINESS_WARNING });

/** Errors that mean the database is out of reach (connection refused, terminated, pool timeout...). */
export function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    '57P01',
    '57P02',
    '57P03',
    // too_many_connections: the server refused a new connection (several nodes' pools over
    // max_connections); the request can be retried like any outage.
    '53300',
    '08000',
    '08003',
    '08006',
    'ETIMEDOUT',
    'EPIPE',
  ];
  if (e?.code && codes.includes(e.code)) return true;
  const msg = e?.message ?? '';
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i.test(
      msg,
    )
  )
    return true;
  return e?.cause ? isDatabaseDown(e.cause) : false;
}

/**
 * The client closed the connection before its request was read or answered (a body cut short, an
 * upload abandoned): its doing, not a fault of the server or the database. The request stream's
 * 'aborted' error carries ECONNRESET, which would otherwise read as a lost database connection.
 */
export function isClientAbort(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (e?.code === 'ECONNRESET' && e.message === 'aborted') || e?.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** Text the database cannot hold (a NUL character): the request is invalid, not the server. */
function isUnstorableText(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown };
  if (e?.code === '22021' || e?.code === '22P05') return true;
  return e?.cause ? isUnstorableText(e.cause) : false;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { cause?: unknown }, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(err.toBody());
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        const params = issue.params as {
          expected?: string;
          maximum?: number;
          minimum?: number;
          input?: unknown;
        };
        if (!fields[name])
          fields[name] = translateIssue(issue.message ?? '', { code: issue.keyword, ...params });
      }
      return reply.status(400).send({ status: 400, message: MSG.invalidRequest, fields });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response serialization');
      return reply.status(500).send({ status: 500, message: MSG.genericFailure });
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (err.statusCode === 400 && err instanceof SyntaxError)
    ) {
      return reply.status(400).send({ status: 400, message: MSG.malformedJson });
    }
    if (err.statusCode === 429) return reply.status(429).send({ status: 429, message: MSG.tooManyRequests });
    if (err.statusCode === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send({ status: 415, message: 'Tipo de conteúdo não suportado, envie JSON.' });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ status: 413, message: 'Requisição grande demais.' });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .status(err.statusCode)
        .send({ status: err.statusCode, message: MSG.invalidRequest, error: err.message });
    }
    if (isClientAbort(err)) {
      req.log.info({ err: err.message }, 'request aborted by the client');
      return reply.status(400).send({ status: 400, message: MSG.invalidRequest });
    }
    if (isUnstorableText(err)) return reply.status(400).send({ status: 400, message: MSG.invalidRequest });
    if (isDatabaseDown(err)) {
      req.log.warn({ err: err.message }, 'database unavailable');
      return reply.status(503).send({ status: 503, message: MSG.databaseUnavailable });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ status: 500, message: MSG.genericFailure });
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ status: 404, message: MSG.notFound, error: `${req.method} ${req.url.split('?')[0]}` });
  });
}

/** zod messages are English; the client sees pt-BR. */
function translateIssue(
  message: string,
  issue?: { code?: string; expected?: string; maximum?: number; minimum?: number; input?: unknown },
): string {
  if (!issue) return MSG.fieldInvalid;
  if (issue.code === 'invalid_type')
    return /received undefined/.test(message)
      ? MSG.fieldRequired
      : `tipo inválido (esperado ${ptType(issue.expected)}).`;
  if (issue.code === 'too_big') return `deve ter no máximo ${issue.maximum}.`;
  if (issue.code === 'too_small')
    return issue.minimum === 1 ? MSG.fieldRequired : `deve ter no mínimo ${issue.minimum}.`;
  if (issue.code === 'invalid_format' || issue.code === 'invalid_string') return 'formato inválido.';
  if (issue.code === 'invalid_value' || issue.code === 'invalid_enum_value') return 'valor não permitido.';
  if (issue.code === 'unrecognized_keys') return 'campo não reconhecido.';
  if (issue.code === 'custom') return message;
  return MSG.fieldInvalid;
}

function ptType(t?: string): string {
  const map: Record<string, string> = {
    string: 'texto',
    number: 'número',
    int: 'inteiro',
    boolean: 'verdadeiro/falso',
    object: 'objeto',
    array: 'lista',
    date: 'data',
  };
  return (t && map[t]) || t || 'outro';
}
