// Notifications of a change of order status, written by the statement (or transaction) of the
// change itself: nothing is lost when it commits and nothing is written when it rolls back; the
// unique (usuario, pedido, status) makes a repeated change add nothing. Recipients are the users who
// may see the order's client (spec access rules, http/scope.ts): released customer or seller users
// linked to it and its seller; never managers, never another client's users. The e-mails the
// recipients chose go to the outbox in the same statement, and a NOTIFY carrying only ids tells
// every API node (bus.ts) once the transaction commits.
import { sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '@portal/shared/format';
import { EMAILS } from '@portal/shared/messages';
import {
  EMAIL_STATUS_DEFAULT,
  NOTIFICACAO_TITULO_PAGO,
  orderStatusLabel,
} from '@portal/shared/schemas/notificacoes';
import type { Db } from '../../db/client';
import {
  clientes,
  emailOutbox,
  notificacaoPreferencias,
  notificacoes,
  perfis,
  titulos,
  usuarioClientes,
  usuarioPerfis,
  usuarios,
} from '../../db/schema';

/** LISTEN/NOTIFY channel of new notifications: {"n": [[id, usuarioId], ...], "m": [outboxId, ...]}. */
export const NOTIFICACOES_CHANNEL = 'portal_notificacoes';

const ident = (name: string) => sql.identifier(name);

/** The link of an order in the e-mails. */
export const pedidoLink = (publicUrl: string, pedidoId: number) => `${publicUrl}/pedidos/detalhe/${pedidoId}`;

/** Subject and text of the e-mail of one order's change. */
export function statusMail(p: {
  publicUrl: string;
  pedidoId: number;
  ref: string;
  statusId: number;
  cliente: string;
}) {
  const status = orderStatusLabel(p.statusId);
  return {
    assunto: EMAILS.orderStatusSubject({ ref: p.ref, status }).slice(0, 200),
    texto: EMAILS.orderStatusText({
      ref: p.ref,
      status,
      cliente: p.cliente,
      link: pedidoLink(p.publicUrl, p.pedidoId),
    }),
  };
}

/**
 * The users told about a client's news (`c` the client row, `u` the user): released customer or
 * seller users linked to it and its seller; never managers.
 */
function recipientCondition(): SQL {
  const roles = (list: string[]) =>
    sql`exists (select 1 from ${usuarioPerfis} up join ${perfis} pf on pf.id = up.perfil_id
      where up.usuario_id = u.id and pf.role in (${sql.join(
        list.map((r) => sql`${r}`),
        sql`, `,
      )}))`;
  return sql`u.status = 'L'
        and ((u.id = c.vendedor_id and ${roles(['ROLE_VENDEDOR'])})
          or (exists (select 1 from ${usuarioClientes} uc where uc.cliente_id = c.id and uc.usuario_id = u.id)
            and ${roles(['ROLE_CLIENTE', 'ROLE_VENDEDOR'])}))`;
}

export interface StatusSlots {
  clienteId: SQL;
  statusId: SQL;
  now: SQL;
  /** int[] of the orders, text[] of their e-mail subjects and texts (same order). */
  pedidoIds: SQL;
  assuntos: SQL;
  textos: SQL;
  /** Extra condition (the order statement's "key claimed"). */
  when?: SQL;
}

/**
 * The CTEs nt_r (recipients), nt (notifications), nt_m (outbox) and nt_n (NOTIFY), to follow a WITH;
 * the statement must read `(select count(*) from nt_n)` for the NOTIFY to run.
 */
export function statusNotificationCtes(v: StatusSlots): SQL {
  const defaults = sql.raw(`array[${EMAIL_STATUS_DEFAULT.join(',')}]::smallint[]`);
  return sql`
    nt_r as (
      select u.id as usuario_id, u.email from ${usuarios} u, ${clientes} c
      where c.id = ${v.clienteId}::int and ${recipientCondition()}
    ),
    nt_x as (
      select * from unnest(${v.pedidoIds}::int[], ${v.assuntos}::text[], ${v.textos}::text[]) as x(pedido_id, assunto, texto)
    ),
    nt as (
      insert into ${notificacoes} (${ident('usuario_id')}, ${ident('pedido_id')}, ${ident('status_id')}, ${ident('created_date')})
      select r.usuario_id, x.pedido_id, ${v.statusId}::smallint, ${v.now}::timestamptz from nt_r r, nt_x x
      where ${v.when ?? sql`true`}
      on conflict do nothing
      returning id, usuario_id, pedido_id
    ),
    nt_m as (
      insert into ${emailOutbox} (${ident('para')}, ${ident('assunto')}, ${ident('texto')}, ${ident('status')})
      select r.email, x.assunto, x.texto, 'PENDENTE'
      from nt join nt_r r on r.usuario_id = nt.usuario_id join nt_x x on x.pedido_id = nt.pedido_id
        left join ${notificacaoPreferencias} np on np.usuario_id = nt.usuario_id
      where ${v.statusId}::smallint = any(coalesce(np.email_status, ${defaults}))
      returning id
    ),
    nt_n as (
      select pg_notify(${NOTIFICACOES_CHANNEL}, json_build_object(
        'n', (select json_agg(json_build_array(id, usuario_id)) from nt),
        'm', coalesce((select json_agg(id) from nt_m), '[]'::json))::text)
      where exists (select 1 from nt)
    )`;
}

/**
 * Notifies one order's change to `statusId`, on the transaction of the change (`db` is the
 * transaction). Returns how many notifications were written.
 */
export async function notifyStatusChange(
  db: Db,
  p: { pedidoId: number; statusId: number; at: Date; publicUrl: string },
): Promise<number> {
  const rows = (await db.execute(sql`
    select p.ref, p.cliente_id, coalesce(c.nome, c.razao) as cliente
    from pedidos p join ${clientes} c on c.id = p.cliente_id where p.id = ${p.pedidoId}`)) as unknown as {
    rows: { ref: string; cliente_id: number; cliente: string }[];
  };
  const order = rows.rows[0];
  if (!order) return 0;
  const mail = statusMail({
    publicUrl: p.publicUrl,
    pedidoId: p.pedidoId,
    ref: order.ref,
    statusId: p.statusId,
    cliente: order.cliente,
  });
  const res = (await db.execute(sql`
    with ${statusNotificationCtes({
      clienteId: sql`${order.cliente_id}`,
      statusId: sql`${p.statusId}`,
      now: sql`${p.at.toISOString()}`,
      pedidoIds: sql`array[${p.pedidoId}]`,
      assuntos: sql`array[${mail.assunto}]`,
      textos: sql`array[${mail.texto}]`,
    })}
    select (select count(*) from nt)::int as n, (select count(*) from nt_n)::int as notified`)) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]?.n ?? 0;
}

/** The link of the finance screen in the e-mails. */
export const financeiroLink = (publicUrl: string) => `${publicUrl}/financeiro`;

/**
 * Notifies the titles just paid (saldo from above zero to zero: the ERP's title upsert, or its
 * confirmation of a Pix, which goes through that upsert), on the transaction of the payment: one
 * notification per recipient of each title's client (the order news' rule), the e-mail of those who
 * chose NOTIFICACAO_TITULO_PAGO, and one NOTIFY. The unique (usuario, titulo, status) makes a
 * repeated payment add nothing. Returns how many notifications were written.
 */
export async function notifyTitulosPagos(
  db: Db,
  p: { tituloIds: number[]; at: Date; publicUrl: string },
): Promise<number> {
  if (p.tituloIds.length === 0) return 0;
  const ids = sql`array[${sql.join(
    p.tituloIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const found = (await db.execute(sql`
    select t.id, t.titulo, t.parcela, t.valor, coalesce(c.nome, c.razao) as cliente
    from ${titulos} t join ${clientes} c on c.id = t.cliente_id
    where t.id = any(${ids})`)) as unknown as {
    rows: { id: number; titulo: string; parcela: string; valor: string | number; cliente: string }[];
  };
  if (found.rows.length === 0) return 0;
  const link = financeiroLink(p.publicUrl);
  const mails = found.rows.map((t) => {
    const numero = `${t.titulo}/${t.parcela}`;
    return {
      id: t.id,
      assunto: EMAILS.tituloPagoSubject({ numero }).slice(0, 200),
      texto: EMAILS.tituloPagoText({ numero, valor: formatMoney(Number(t.valor)), cliente: t.cliente, link }),
    };
  });
  const arr = (values: SQL[], type: string) => sql`array[${sql.join(values, sql`, `)}]::${sql.raw(type)}`;
  const defaults = sql.raw(`array[${EMAIL_STATUS_DEFAULT.join(',')}]::smallint[]`);
  const status = sql.raw(String(NOTIFICACAO_TITULO_PAGO));
  const res = (await db.execute(sql`
    with nt_x as (
      select * from unnest(${arr(
        mails.map((m) => sql`${m.id}`),
        'int[]',
      )}, ${arr(
        mails.map((m) => sql`${m.assunto}`),
        'text[]',
      )}, ${arr(
        mails.map((m) => sql`${m.texto}`),
        'text[]',
      )}) as x(titulo_id, assunto, texto)
    ),
    nt_r as (
      select x.titulo_id, u.id as usuario_id, u.email
      from nt_x x join ${titulos} t on t.id = x.titulo_id join ${clientes} c on c.id = t.cliente_id, ${usuarios} u
      where ${recipientCondition()}
    ),
    nt as (
      insert into ${notificacoes} (${ident('usuario_id')}, ${ident('titulo_id')}, ${ident('status_id')}, ${ident('created_date')})
      select r.usuario_id, r.titulo_id, ${status}, ${p.at.toISOString()}::timestamptz from nt_r r
      on conflict do nothing
      returning id, usuario_id, titulo_id
    ),
    nt_m as (
      insert into ${emailOutbox} (${ident('para')}, ${ident('assunto')}, ${ident('texto')}, ${ident('status')})
      select r.email, x.assunto, x.texto, 'PENDENTE'
      from nt join nt_r r on r.usuario_id = nt.usuario_id and r.titulo_id = nt.titulo_id
        join nt_x x on x.titulo_id = nt.titulo_id
        left join ${notificacaoPreferencias} np on np.usuario_id = nt.usuario_id
      where ${status}::smallint = any(coalesce(np.email_status, ${defaults}))
      returning id
    ),
    nt_n as (
      select pg_notify(${NOTIFICACOES_CHANNEL}, json_build_object(
        'n', (select json_agg(json_build_array(id, usuario_id)) from nt),
        'm', coalesce((select json_agg(id) from nt_m), '[]'::json))::text)
      where exists (select 1 from nt)
    )
    select (select count(*) from nt)::int as n, (select count(*) from nt_n)::int as notified`)) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]?.n ?? 0;
}
