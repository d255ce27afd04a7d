// Event log (POST /eventos) with the browser position (spec 01 §4 "Event geolocation").
import { EVENT_FALLBACK_ID, TIMINGS, type BrowserEventType } from '@portal/shared/constants';
import type { EventoBody } from '@portal/shared/schemas/auth';
import { request } from './client';

export interface Position {
  geoLat: number;
  geoLon: number;
}

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

export interface EventTarget {
  clienteId?: number | null;
  filialId?: number | null;
}

/** The event body; missing customer or branch ids fall back to 1. */
export function eventBody(eventosTiposId: BrowserEventType, target: EventTarget, pos: Position): EventoBody {
  return {
    eventosTiposId,
    clienteId: target.clienteId || EVENT_FALLBACK_ID,
    filialId: target.filialId || EVENT_FALLBACK_ID,
    geoLat: pos.geoLat,
    geoLon: pos.geoLon,
  };
}

/**
 * Records an event; never blocks the caller's flow and never bothers the user on failure. Only the
 * login is the browser's to record (BROWSER_EVENT_TYPES); the server records the others.
 */
export async function logEvent(
  eventosTiposId: BrowserEventType,
  target: EventTarget,
  token?: string,
): Promise<void> {
  const pos = await getPosition();
  await request('POST', '/eventos', { body: eventBody(eventosTiposId, target, pos), silent: true, token });
}
