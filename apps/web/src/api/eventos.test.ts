import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPosition, sendLoginPosition } from './eventos';

describe('event geolocation (docs/product/portal-cliente.md §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a known position for the login session, and nothing when it is unknown', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const at = (latitude: number, longitude: number) =>
      vi.stubGlobal('navigator', {
        onLine: true,
        geolocation: {
          getCurrentPosition: (ok: PositionCallback) =>
            ok({ coords: { latitude, longitude } } as GeolocationPosition),
        },
      });
    try {
      at(-23.5, -46.6);
      await sendLoginPosition('tok');
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(new URL(url, 'http://x').pathname).toBe('/api/eventos/posicao');
      expect(init.method).toBe('POST');
      expect(JSON.parse(String(init.body))).toEqual({ geoLat: -23.5, geoLon: -46.6 });
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');

      at(0, 0);
      await sendLoginPosition('tok');
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
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
