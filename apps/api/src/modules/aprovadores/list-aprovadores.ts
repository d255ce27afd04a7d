// GET /usuarios/aprovadores: approvers with their user and branch (docs/product/gestor-crm-vendas.md §2.6),
// filtered by status (L by default), branch, user and an upper-cased text.
import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import type { Aprovador, AprovadoresQuery } from '@portal/shared/schemas/gestor';
import type { Db } from '../../db/client';
import { aprovadores, unidades, usuarios } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

export const levelOf = (master: boolean) => (master ? 'MASTER' : 'NORMAL') as 'MASTER' | 'NORMAL';

function select(db: Db) {
  return db
    .select({
      id: aprovadores.id,
      usuarioId: aprovadores.usuarioId,
      usuarioNome: usuarios.nome,
      usuarioEmail: usuarios.email,
      filialId: aprovadores.filialId,
      filialDescricao: unidades.descricao,
      master: aprovadores.master,
      status: aprovadores.status,
    })
    .from(aprovadores)
    .innerJoin(usuarios, eq(usuarios.id, aprovadores.usuarioId))
    .innerJoin(unidades, eq(unidades.id, aprovadores.filialId));
}

type Row = Awaited<ReturnType<typeof select>>[number];

export function toAprovador(r: Row): Aprovador {
  const level = levelOf(r.master);
  return {
    ...r,
    master: level,
    masterDescricao: level,
    status: r.status as Status,
    statusDescricao: STATUS_DESCRIPTIONS[r.status as Status] ?? r.status,
  };
}

export async function listAprovadores(db: Db, q: AprovadoresQuery): Promise<Aprovador[]> {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const rows = await select(db)
    .where(
      and(
        q.status !== 'TODOS' ? eq(aprovadores.status, q.status) : undefined,
        q.filial ? eq(aprovadores.filialId, q.filial) : undefined,
        q.usuario ? eq(aprovadores.usuarioId, q.usuario) : undefined,
        pattern
          ? or(
              like(sql`upper(${usuarios.nome})`, pattern),
              like(sql`upper(${usuarios.email})`, pattern),
              like(sql`upper(${unidades.descricao})`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(unidades.descricao), asc(usuarios.nome))
    .limit(500);
  return rows.map(toAprovador);
}

export async function findAprovador(db: Db, id: number): Promise<Aprovador | null> {
  const [row] = await select(db).where(eq(aprovadores.id, id)).limit(1);
  return row ? toAprovador(row) : null;
}
