import type { AppContext } from '../../context';
import { eventos } from '../../db/schema';

export interface NewEvent {
  eventosTiposId: number;
  clienteId: number;
  filialId: number;
  geoLat?: number;
  geoLon?: number;
  createdBy: number;
}

/** Appends a usage event: the login (auth/login.ts) and the downloads, orders and billing where they happen. */
export async function recordEvent(ctx: Pick<AppContext, 'db' | 'clock'>, e: NewEvent): Promise<number> {
  const [row] = await ctx.db
    .insert(eventos)
    .values({ ...e, geoLat: e.geoLat ?? 0, geoLon: e.geoLon ?? 0, createdDate: ctx.clock() })
    .returning({ id: eventos.id });
  return row.id;
}
