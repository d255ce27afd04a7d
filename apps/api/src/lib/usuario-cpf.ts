// One CPF per user: the manager's create and edit and the self-registration refuse another user's
// CPF (or CNPJ, in the manager's CPF/CNPJ field). The column has no unique index (older databases may
// hold repeats), so writers serialize per value on a transaction-level advisory lock and check inside
// the transaction that writes.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema';

/** Holds, until the transaction ends, the right to give `cpf` to a user. */
export async function lockUsuarioCpf(tx: Db, cpf: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`usuarios.cpf:${cpf}`}))`);
}

/** Whether another user (not `exceptId`) already has this CPF/CNPJ (digits, as stored). */
export async function usuarioCpfInUse(db: Db, cpf: string | null, exceptId?: number): Promise<boolean> {
  if (!cpf) return false;
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.cpf, cpf), exceptId !== undefined ? ne(usuarios.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}
