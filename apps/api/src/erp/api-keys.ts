// API keys of the integration API: `pb2b_<prefixo>_<segredo>`. Only the SHA-256 of the whole key is
// stored; the prefix finds the row, and a revoked key stops working at once.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { asc, eq, isNull, and } from 'drizzle-orm';
import type { ApiKeyInfo } from '@portal/shared/schemas/integracao';
import type { Db } from '../db/client';
import { integracaoChaves } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';

const KEY_RE = /^pb2b_([0-9a-f]{10})_([A-Za-z0-9_-]{43})$/;
/** last_used_at is written at most this often per key (it is informative, not an audit log). */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiKeyCaller {
  id: number;
  nome: string;
  prefixo: string;
}

type KeyRow = typeof integracaoChaves.$inferSelect;
const info = (r: KeyRow): ApiKeyInfo => ({
  prefixo: r.prefixo,
  nome: r.nome,
  createdDate: r.createdDate.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

/** Creates a key; the clear key is returned here only. */
export async function createApiKey(db: Db, nome: string, now: Date): Promise<ApiKeyInfo & { chave: string }> {
  for (let attempt = 0; ; attempt++) {
    const prefixo = randomBytes(5).toString('hex');
    const chave = `pb2b_${prefixo}_${randomToken(32)}`;
    const rows = await db
      .insert(integracaoChaves)
      .values({ nome: nome.trim(), prefixo, hash: sha256(chave), createdDate: now })
      .onConflictDoNothing({ target: integracaoChaves.prefixo })
      .returning();
    if (rows.length) return { ...info(rows[0]), chave };
    if (attempt > 5) throw new Error('não foi possível gerar um prefixo único');
  }
}

export async function listApiKeys(db: Db): Promise<ApiKeyInfo[]> {
  const rows = await db
    .select()
    .from(integracaoChaves)
    .orderBy(asc(integracaoChaves.createdDate), asc(integracaoChaves.id));
  return rows.map(info);
}

/** Revokes a key by prefix; false when there is no such key. Revoking twice is fine. */
export async function revokeApiKey(db: Db, prefixo: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: integracaoChaves.id })
    .from(integracaoChaves)
    .where(eq(integracaoChaves.prefixo, prefixo))
    .limit(1);
  if (!row) return false;
  await db
    .update(integracaoChaves)
    .set({ revokedAt: now })
    .where(and(eq(integracaoChaves.id, row.id), isNull(integracaoChaves.revokedAt)));
  return true;
}

/** The caller of a presented key, or null when it is malformed, unknown or revoked. */
export async function verifyApiKey(
  db: Db,
  presented: string | undefined,
  now: Date,
): Promise<ApiKeyCaller | null> {
  const m = presented ? KEY_RE.exec(presented.trim()) : null;
  if (!m) return null;
  const [row] = await db.select().from(integracaoChaves).where(eq(integracaoChaves.prefixo, m[1])).limit(1);
  if (!row || row.revokedAt) return null;
  const expected = Buffer.from(row.hash, 'hex');
  const actual = Buffer.from(sha256(presented!.trim()), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(integracaoChaves).set({ lastUsedAt: now }).where(eq(integracaoChaves.id, row.id));
  }
  return { id: row.id, nome: row.nome, prefixo: row.prefixo };
}
