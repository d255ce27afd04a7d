import { sql } from 'drizzle-orm';
import type { Notificacao } from '@portal/shared/schemas/notificacoes';
import type { Db } from '../../db/client';
import { clientes, notificacoes, pedidos, titulos } from '../../db/schema';

interface Row {
  id: number | string;
  pedido_id: number | null;
  ref: string | null;
  titulo_id: number | null;
  titulo_numero: string | null;
  status_id: number;
  cliente_id: number;
  cliente: string;
  lida: boolean;
  created_date: string | Date;
}

const toNotificacao = (r: Row): Notificacao => ({
  id: Number(r.id),
  pedidoId: r.pedido_id,
  pedidoRef: r.ref,
  tituloId: r.titulo_id,
  tituloNumero: r.titulo_numero,
  statusId: r.status_id,
  clienteId: r.cliente_id,
  clienteNome: r.cliente,
  lida: r.lida,
  createdDate: new Date(r.created_date).toISOString(),
});

/** The user's notifications matching `where` (always only the user's own), newest first. */
async function select(db: Db, usuarioId: number, where: ReturnType<typeof sql>, limit: number) {
  const res = (await db.execute(sql`
    select n.id, n.pedido_id, p.ref, n.titulo_id, t.titulo || '/' || t.parcela as titulo_numero, n.status_id,
      c.id as cliente_id, coalesce(c.nome, c.razao) as cliente, n.lida_date is not null as lida, n.created_date
    from ${notificacoes} n left join ${pedidos} p on p.id = n.pedido_id
      left join ${titulos} t on t.id = n.titulo_id
      join ${clientes} c on c.id = coalesce(p.cliente_id, t.cliente_id)
    where n.usuario_id = ${usuarioId} and ${where}
    order by n.id desc limit ${limit}`)) as unknown as { rows: Row[] };
  return res.rows.map(toNotificacao);
}

export async function listNotificacoes(db: Db, usuarioId: number, limit: number) {
  const [itens, count] = await Promise.all([
    select(db, usuarioId, sql`true`, limit),
    db.execute(
      sql`select count(*)::int as n from ${notificacoes} where usuario_id = ${usuarioId} and lida_date is null`,
    ) as unknown as Promise<{ rows: { n: number }[] }>,
  ]);
  return { itens, naoLidas: count.rows[0]?.n ?? 0 };
}

/** The user's notifications among `ids` (live delivery), oldest first. */
export async function notificacoesByIds(db: Db, usuarioId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return (await select(db, usuarioId, sql`n.id in (${list})`, ids.length)).reverse();
}

/** The user's notifications after `afterId` (replay on reconnect), oldest first, at most `limit`. */
export async function notificacoesAfter(db: Db, usuarioId: number, afterId: number, limit: number) {
  return (await select(db, usuarioId, sql`n.id > ${afterId}`, limit)).reverse();
}

/** Marks one of the user's notifications read; false when it is not the user's. */
export async function markRead(db: Db, usuarioId: number, id: number, at: Date): Promise<boolean> {
  const res = (await db.execute(sql`
    update ${notificacoes} set lida_date = coalesce(lida_date, ${at.toISOString()}::timestamptz)
    where id = ${id} and usuario_id = ${usuarioId} returning id`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

export async function markAllRead(db: Db, usuarioId: number, at: Date): Promise<number> {
  const res = (await db.execute(sql`
    update ${notificacoes} set lida_date = ${at.toISOString()}::timestamptz
    where usuario_id = ${usuarioId} and lida_date is null returning id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}
