// The Idempotency-Key of the creating requests (POST /api/pedidos, POST /api/orcamentos): the
// header, the hash of the request it was first used for, and the stored answer given back to a
// retry. Keys are per user (idempotency_keys' primary key is user and key), kept at least a day
// (purge-idempotency-keys.ts). A key used for another request, or on another route, is refused.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';

/** A route that takes an Idempotency-Key, with its messages for a missing and a reused key. */
export interface IdempotentRoute {
  rota: string;
  required: string;
  conflict: string;
}

/** What is kept of a key: the request it was used for and, once answered, the answer. */
export interface StoredKey {
  requestHash: string;
  rota: string;
  statusCode: number | null;
  resposta: unknown;
}

/**
 * The header in a route's schema, for the OpenAPI document: optional there so that its absence is
 * answered by readIdempotencyKey with the route's own message.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Obrigatório: identificador único da requisição (1 a 100 caracteres visíveis, ASCII).'),
});

/** The Idempotency-Key header: 1–100 visible ASCII characters; else 400 with the route's message. */
export function readIdempotencyKey(header: string | string[] | undefined, route: IdempotentRoute): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) throw badRequest(route.required, { 'Idempotency-Key': route.required });
  if (value.length > 100 || !/^[\x21-\x7e]+$/.test(value)) {
    throw badRequest(route.required, {
      'Idempotency-Key': 'deve ter de 1 a 100 caracteres visíveis (ASCII).',
    });
  }
  return value;
}

/** The hash a key's request is recognised by (the validated body). */
export const requestHashOf = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** The stored answer of the key's first request; 409 when the key was used for another request. */
export function replayStored<T>(
  stored: StoredKey,
  route: IdempotentRoute,
  requestHash: string,
): { statusCode: number; body: T } {
  if (stored.rota !== route.rota || stored.requestHash !== requestHash || stored.statusCode === null)
    throw conflict(route.conflict, { 'Idempotency-Key': route.conflict });
  return { statusCode: stored.statusCode, body: stored.resposta as T };
}

/** The stored key of the user, or null. */
export async function findStoredKey(db: Db, usuarioId: number, chave: string): Promise<StoredKey | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      rota: idempotencyKeys.rota,
      statusCode: idempotencyKeys.statusCode,
      resposta: idempotencyKeys.resposta,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.usuarioId, usuarioId), eq(idempotencyKeys.chave, chave)))
    .limit(1);
  return row ?? null;
}

/**
 * Inside the transaction that writes the request's rows, first: claims the key (false when it is
 * taken; then nothing may be written). On PostgreSQL a concurrent claim of the same key waits on the
 * key's primary key until this transaction ends, then finds it taken; PGlite runs one transaction
 * at a time. `answer` stores the response before the transaction commits, so whoever finds the key
 * taken reads the answer.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  key: { chave: string; usuarioId: number; rota: string; requestHash: string; now: Date },
): Promise<{ answer: (statusCode: number, resposta: unknown) => Promise<void> } | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      chave: key.chave,
      usuarioId: key.usuarioId,
      rota: key.rota,
      requestHash: key.requestHash,
      createdDate: key.now,
    })
    .onConflictDoNothing()
    .returning({ chave: idempotencyKeys.chave });
  if (claimed.length === 0) return null;
  return {
    answer: async (statusCode, resposta) => {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode, resposta })
        .where(and(eq(idempotencyKeys.usuarioId, key.usuarioId), eq(idempotencyKeys.chave, key.chave)));
    },
  };
}
