// The browser position of the login's access event (POST /eventos/posicao; docs/product/portal-cliente.md §4
// "Event geolocation"). The access event itself is recorded by the server at login.
import { TIMINGS } from '@portal/shared/constants';
import type { EventoPosicaoBody } from '@portal/shared/schemas/auth';
import { request } from './client';

export type Position = EventoPosicaoBody;

const NO_POSITION: Position = { geoLat: 0, geoLon: 0 };

/**
 * The browser position if permitted: high accuracy, 15 s timeout, and a 16 s fallback for an
 * unanswered permission prompt (the browser's timeout only starts once permission is given).
 * Never rejects: 0,0 when unknown.
 */
export function getPosition(
  geo: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Position> {
  if (!geo) return Promise.resolve(NO_POSITION);
  return new Promise((resolve) => {
    let done = false;
    const finish = (pos: Position) => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve(pos);
    };
    const fallback = setTimeout(() => finish(NO_POSITION), TIMINGS.GEO_FALLBACK);
    try {
      geo.getCurrentPosition(
        (p) => finish({ geoLat: p.coords.latitude, geoLon: p.coords.longitude }),
        () => finish(NO_POSITION),
        { enableHighAccuracy: true, timeout: TIMINGS.GEO_TIMEOUT, maximumAge: 0 },
      );
    } catch {
      finish(NO_POSITION);
    }
  });
}

/**
 * The browser position of this login (docs/product/portal-cliente.md §4 "Event geolocation"): the server
 * records the access event itself at login, and this call only puts the position on it, once per session.
 * Nothing is sent when the position is unknown (the event keeps 0,0). Never blocks the caller's flow and
 * never bothers the user on failure (a position outside Brazil is refused by the server, silently here).
 */
export async function sendLoginPosition(token: string): Promise<void> {
  const pos = await getPosition();
  if (pos.geoLat === 0 && pos.geoLon === 0) return;
  await request('POST', '/eventos/posicao', { body: pos, silent: true, token });
}
