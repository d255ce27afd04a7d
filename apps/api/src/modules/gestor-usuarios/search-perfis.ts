// GET /perfil/filter: the profiles (roles) a manager can give a user, by role or description.
import { asc, like, or, sql } from 'drizzle-orm';
import { ROLE_DESCRIPTIONS, type Role } from '@portal/shared/constants';
import type { PerfilItem } from '@portal/shared/schemas/gestor';
import type { Db } from '../../db/client';
import { perfis } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

export async function searchPerfis(db: Db, q: string | undefined): Promise<PerfilItem[]> {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const rows = await db
    .select()
    .from(perfis)
    .where(
      pattern
        ? or(like(sql`upper(${perfis.role})`, pattern), like(sql`upper(${perfis.descricao})`, pattern))
        : undefined,
    )
    .orderBy(asc(perfis.id))
    .limit(50);
  return rows.map((p) => ({
    id: p.id,
    role: p.role as Role,
    descricao: p.descricao || ROLE_DESCRIPTIONS[p.role as Role],
  }));
}
