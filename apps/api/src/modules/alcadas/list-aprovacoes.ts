// GET /usuarios/aprovacoes/filter: registrations to approve (docs/product/gestor-crm-vendas.md §2.5). A
// registration is a user for a branch and a customer; its records live in usuario_aprovacoes. Its state is
// the latest decision among its records (L released, B blocked or reproved), or P while none was decided —
// whether a decision updates the pending record or appends a new one.
import { sql } from 'drizzle-orm';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import type { AprovacaoItem, AprovacoesFilterQuery } from '@portal/shared/schemas/gestor';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/sql';

export const APPROVALS_LIST_LIMIT = 500;

interface Row extends Record<string, unknown> {
  usuario_id: number;
  usuario_nome: string;
  usuario_email: string;
  usuario_cpf: string | null;
  filial_id: number | null;
  filial_descricao: string | null;
  cliente_id: number | null;
  cliente_razao: string | null;
  cliente_cgc: string | null;
  status: string;
  motivo: string | null;
  created_date: Date | string;
  decided_date: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function listAprovacoes(db: Db, q: AprovacoesFilterQuery): Promise<AprovacaoItem[]> {
  const pattern = q.q ? `%${escapeLike(q.q)}%` : null;
  const digits = q.q ? q.q.replace(/\D/g, '') : '';
  const search = pattern
    ? sql`and (upper(u.nome) like ${pattern} or upper(u.email) like ${pattern} or upper(coalesce(c.razao, '')) like ${pattern}
          or upper(coalesce(un.descricao, '')) like ${pattern}
          ${digits.length >= 3 ? sql`or u.cpf like ${`%${digits}%`} or c.cgc like ${`%${digits}%`}` : sql``})`
    : sql``;
  const result = await db.execute<Row>(sql`
    with grupos as (
      select a.usuario_id, a.filial_id, a.cliente_id,
             min(a.created_date) as created_date,
             (array_agg(a.status order by a.decided_date desc, a.id desc) filter (where a.decided_date is not null))[1] as decidido,
             (array_agg(a.motivo order by a.decided_date desc, a.id desc) filter (where a.decided_date is not null))[1] as motivo,
             max(a.decided_date) as decided_date
        from usuario_aprovacoes a
       ${q.f ? sql`where a.filial_id = ${q.f}` : sql``}
       group by a.usuario_id, a.filial_id, a.cliente_id
    )
    select g.usuario_id, u.nome as usuario_nome, u.email as usuario_email, u.cpf as usuario_cpf,
           g.filial_id, un.descricao as filial_descricao, g.cliente_id, c.razao as cliente_razao, c.cgc as cliente_cgc,
           coalesce(g.decidido, 'P') as status, g.motivo, g.created_date, g.decided_date
      from grupos g
      join usuarios u on u.id = g.usuario_id
      left join unidades un on un.id = g.filial_id
      left join clientes c on c.id = g.cliente_id
     where coalesce(g.decidido, 'P') = ${q.st}
       ${search}
     order by ${q.st === 'P' ? sql`g.created_date asc` : sql`g.decided_date desc nulls last`}, g.usuario_id
     limit ${APPROVALS_LIST_LIMIT}`);
  return result.rows.map((r) => ({
    usuarioId: Number(r.usuario_id),
    usuarioNome: r.usuario_nome,
    usuarioEmail: r.usuario_email,
    usuarioCpf: r.usuario_cpf,
    filialId: r.filial_id === null ? null : Number(r.filial_id),
    filialDescricao: r.filial_descricao,
    clienteId: r.cliente_id === null ? null : Number(r.cliente_id),
    clienteRazao: r.cliente_razao,
    clienteCgc: r.cliente_cgc,
    status: r.status as Status,
    statusDesc: STATUS_DESCRIPTIONS[r.status as Status] ?? r.status,
    motivo: r.motivo,
    createdDate: iso(r.created_date)!,
    decidedDate: iso(r.decided_date),
  }));
}
