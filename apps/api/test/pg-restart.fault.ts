// PostgreSQL restart under load, on a private cluster (never the shared server): while the database
// is down every answer is 503 in the error shape, none hangs, /api/health says not ready; after the
// restart the same API process answers 2xx again, and the orders retried across the outage exist
// exactly once.
import { expect } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { openDatabase } from '../src/db/client';
import {
  ApiProcess,
  freePort,
  itWith,
  login,
  missingBuild,
  missingPgBin,
  orderBody,
  ordersByKey,
  placeOrder,
  prepareDatabase,
  PrivateCluster,
  sleep,
  waitFor,
  type OrderAnswer,
} from './fault-helpers';

type Phase = 'antes' | 'parando' | 'fora' | 'subindo' | 'depois';
type Route = 'leitura' | 'escrita' | 'saude';
interface Sample {
  route: Route;
  from: Phase;
  to: Phase;
  status: number | null;
  ms: number;
  body: unknown;
  error?: string;
}

/** Longest acceptable answer while the database is away (pool connect timeout is 5 s). */
const MAX_MS = 15_000;
const READERS = 2;
const WRITERS = 3;
const ERROR_KEYS = new Set(['status', 'message', 'error', 'code', 'fields']);

function isErrorShape(body: unknown, route: Route): boolean {
  const b = body as Record<string, unknown> | null;
  if (!b || typeof b !== 'object' || b.status !== 503 || typeof b.message !== 'string' || !b.message)
    return false;
  if (!Object.keys(b).every((k) => ERROR_KEYS.has(k))) return false;
  return route === 'saude' || b.message === MSG.databaseUnavailable;
}

itWith(
  missingBuild() ?? missingPgBin(),
  'PostgreSQL reiniciado sob carga: 503 no formato de erro enquanto fora, a mesma API volta a 2xx',
  async () => {
    const cluster = await PrivateCluster.create();
    let api: ApiProcess | null = null;
    try {
      const url = await cluster.createDatabase('portal_fault');
      const fx = await prepareDatabase({ url });

      api = await ApiProcess.start(await freePort(), {
        DATABASE_URL: url,
        DATABASE_POOL_MAX: '8',
        DATA_DIR: cluster.dir,
      });
      const pid = api.child.pid;
      const base = api.url;
      const token = await login(base);
      const prefix = `fault-restart-${Date.now()}-`;
      const first = await placeOrder(() => base, token, orderBody(fx, 'inicial'), `${prefix}inicial`);

      // Phase changes with their times: a sample belongs to the phases it started and ended in.
      const changes: { at: number; phase: Phase }[] = [{ at: 0, phase: 'antes' }];
      const enter = (p: Phase) => {
        changes.push({ at: Date.now(), phase: p });
      };
      const phaseAt = (at: number) => changes.filter((c) => c.at <= at).at(-1)!.phase;
      let loading = true;
      const samples: Sample[] = [];
      const record = (route: Route, t0: number, status: number | null, body: unknown, error?: string) => {
        const t1 = Date.now();
        samples.push({ route, from: phaseAt(t0), to: phaseAt(t1), status, ms: t1 - t0, body, error });
      };
      const timed = async (route: Route, fn: () => Promise<Response>) => {
        const t0 = Date.now();
        try {
          const res = await fn();
          record(route, t0, res.status, (await res.json()) as unknown);
        } catch (err) {
          record(route, t0, null, null, String(err));
        }
      };
      const auth = { authorization: `Bearer ${token}` };
      const readers = Array.from({ length: READERS }, async () => {
        while (loading) {
          await timed('leitura', () =>
            fetch(`${base}/api/pedidos/${first.pedidoId}`, {
              headers: auth,
              signal: AbortSignal.timeout(30_000),
            }),
          );
          await sleep(20);
        }
      });
      const health = (async () => {
        while (loading) {
          await timed('saude', () => fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) }));
          await sleep(100);
        }
      })();
      const answers: OrderAnswer[] = [];
      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        for (let k = 0; loading; k++) {
          answers.push(
            await placeOrder(() => base, token, orderBody(fx, `${w}-${k}`), `${prefix}${w}-${k}`, {
              deadlineMs: 120_000,
              onAttempt: (a) => record('escrita', Date.now() - a.ms, a.status, a.body, a.error),
            }),
          );
        }
      });

      const count = (route: Route, ok: (x: Sample) => boolean) =>
        samples.filter((x) => x.route === route && ok(x)).length;
      const everyRoute = (n: number, ok: (x: Sample) => boolean) =>
        (['leitura', 'escrita', 'saude'] as Route[]).every((r) => count(r, ok) >= n);
      const is2xx = (x: Sample) => x.status !== null && x.status < 300;

      await waitFor('respostas 2xx antes da parada', 60_000, () =>
        everyRoute(3, (x) => x.from === 'antes' && is2xx(x)),
      );
      enter('parando');
      await cluster.stop();
      enter('fora');
      const downSince = Date.now();
      await waitFor(
        'respostas com o banco fora',
        60_000,
        () => Date.now() - downSince > 3000 && everyRoute(2, (x) => x.from === 'fora' && x.to === 'fora'),
      );
      enter('subindo');
      await cluster.start();
      enter('depois');
      await waitFor('a mesma API voltar a responder 2xx depois da nova partida', 60_000, () =>
        everyRoute(5, (x) => x.from === 'depois' && is2xx(x)),
      );
      loading = false;
      await Promise.all([...readers, health, ...writers]);

      // The same process answered throughout.
      expect(api.alive, `a API terminou:\n${api.log()}`).toBe(true);
      expect(api.child.pid).toBe(pid);

      const problems: string[] = [];
      const show = (x: Sample) =>
        `${x.route} ${x.from}->${x.to} ${x.status ?? x.error} ${x.ms} ms ${JSON.stringify(x.body)}`;
      for (const x of samples) {
        if (x.status === null) problems.push(`sem resposta (a API caiu ou pendurou): ${show(x)}`);
        else if (x.status === 503 ? !isErrorShape(x.body, x.route) : x.status >= 300)
          problems.push(`resposta inesperada: ${show(x)}`);
        if (x.ms > MAX_MS) problems.push(`resposta lenta demais: ${show(x)}`);
        if (x.from === 'antes' && x.to === 'antes' && !is2xx(x))
          problems.push(`falha antes da parada: ${show(x)}`);
        if (x.from === 'fora' && x.to === 'fora' && x.status !== 503)
          problems.push(`não-503 com o banco fora: ${show(x)}`);
        if (x.from === 'depois' && !is2xx(x)) problems.push(`falha depois da nova partida: ${show(x)}`);
      }
      expect(problems, `${problems.length} problemas`).toEqual([]);
      // The outage was seen on every route, the health probe said not ready.
      expect(count('saude', (x) => x.from === 'fora' && x.status === 503)).toBeGreaterThan(0);
      expect(count('leitura', (x) => x.from === 'fora' && x.status === 503)).toBeGreaterThan(0);
      expect(count('escrita', (x) => x.from === 'fora' && x.status === 503)).toBeGreaterThan(0);
      const acrossOutage = answers.filter((a) => a.serverErrors > 0);
      expect(acrossOutage.length, 'pedidos repetidos através da queda').toBeGreaterThan(0);

      await api.stop();
      // Every order exists once, the one its client was told about.
      const database = await openDatabase({ url, poolMax: 2 });
      try {
        const found = await ordersByKey(database, fx.usuarioId, prefix);
        const all = [first, ...answers];
        const wrong = all.filter((a) => {
          const rows = found.byKey.get(a.key) ?? [];
          return rows.length !== 1 || rows[0].id !== a.pedidoId || rows[0].ref !== a.ref;
        });
        expect(
          wrong.map(
            (a) => `${a.key}: ${JSON.stringify(found.byKey.get(a.key) ?? [])} x ${a.pedidoId}/${a.ref}`,
          ),
        ).toEqual([]);
        expect(found.rows).toBe(all.length);
        expect(found.keys).toBe(all.length);
      } finally {
        await database.close();
      }
      const fora = samples.filter((x) => x.from === 'fora' && x.to === 'fora');
      console.log(
        `[fault] ${samples.length} respostas; com o banco fora: ${fora.length}, todas 503, a mais lenta ${Math.max(0, ...fora.map((x) => x.ms))} ms; ` +
          `a mais lenta no total ${Math.max(...samples.map((x) => x.ms))} ms; ${answers.length + 1} pedidos, ${acrossOutage.length} repetidos através da queda`,
      );
    } catch (err) {
      if (api) throw new Error(`${(err as Error).message}\nSaída da API:\n${api.log()}`, { cause: err });
      throw err;
    } finally {
      await api?.stop();
      await cluster.destroy();
    }
  },
);
