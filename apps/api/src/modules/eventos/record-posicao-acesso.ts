import { sql } from 'drizzle-orm';
import type { EventoPosicaoBody } from '@portal/shared/schemas/auth';
import type { AppContext } from '../../context';
import { eventos, sessoes } from '../../db/schema';
import { runSql } from '../../db/statements';

/**
 * POST /eventos/posicao: puts the browser's position on the access event of the caller's own login
 * session, once. The session row says which event (written with it at login) and whether its position
 * was given; one statement claims the session's turn and updates that event, so two calls at once
 * give one position. False when there is nothing to update (already given, or a session without an
 * access event).
 */
export async function recordPosicaoAcesso(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: { id: number; sessionId: string },
  pos: EventoPosicaoBody,
): Promise<boolean> {
  const rows = await runSql<{ id: number }>(
    ctx.db,
    sql`with turno as (
          update ${sessoes} set posicao_em = ${ctx.clock().toISOString()}::timestamptz
           where ${sessoes.id} = ${user.sessionId} and ${sessoes.usuarioId} = ${user.id}
             and ${sessoes.eventoAcessoId} is not null and ${sessoes.posicaoEm} is null
          returning ${sessoes.eventoAcessoId} as evento_id)
        update ${eventos} set geo_lat = ${pos.geoLat}, geo_lon = ${pos.geoLon}
          from turno
         where ${eventos.id} = turno.evento_id and ${eventos.createdBy} = ${user.id}
        returning ${eventos.id} as id`,
  );
  return rows.length > 0;
}
