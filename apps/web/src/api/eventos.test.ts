import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBody, getPosition } from './eventos';

describe('event geolocation (spec 01 §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('missing customer or branch ids fall back to 1', () => {
    expect(eventBody(1, {}, { geoLat: 0, geoLon: 0 })).toEqual({
      eventosTiposId: 1,
      clienteId: 1,
      filialId: 1,
      geoLat: 0,
      geoLon: 0,
    });
    expect(eventBody(1, { clienteId: 8, filialId: 3 }, { geoLat: -23.5, geoLon: -46.6 })).toEqual({
      eventosTiposId: 1,
      clienteId: 8,
      filialId: 3,
      geoLat: -23.5,
      geoLon: -46.6,
    });
  });

  it('asks for a high-accuracy position with a 15 s timeout', async () => {
    const geo = {
      getCurrentPosition: vi.fn((ok: PositionCallback) =>
        ok({ coords: { latitude: -12, longitude: -46 } } as GeolocationPosition),
      ),
    } as unknown as Geolocation;
    await expect(getPosition(geo)).resolves.toEqual({ geoLat: -12, geoLon: -46 });
    expect(geo.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 0,
    });
  });

  it('0,0 when refused, unavailable, or unanswered after 16 s', async () => {
    const refused = {
      getCurrentPosition: (_ok: PositionCallback, err: PositionErrorCallback) =>
        err({} as GeolocationPositionError),
    };
    await expect(getPosition(refused as unknown as Geolocation)).resolves.toEqual({ geoLat: 0, geoLon: 0 });
    await expect(getPosition(undefined)).resolves.toEqual({ geoLat: 0, geoLon: 0 });

    vi.useFakeTimers();
    const pending = getPosition({ getCurrentPosition: () => undefined } as unknown as Geolocation);
    vi.advanceTimersByTime(16_000);
    await expect(pending).resolves.toEqual({ geoLat: 0, geoLon: 0 });
  });
});
