// SIGTERM to the built API while orders are being written: the requests already inside the database
// finish and are answered (and those whose client went away finish too) before the database closes,
// and the process exits 0. The handlers are held inside PostgreSQL by a lock on the order counter, so
// they are certainly in flight when the signal arrives. Private cluster, as in pg-restart.fault.ts.
import pg from 'pg';
import { expect } from 'vitest';
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
  waitFor,
} from './fault-helpers';

const WAITING = 6;
const ABANDONED = 4;

itWith(
  missingBuild() ?? missingPgBin(),
  'SIGTERM com pedidos em andamento: todos terminam (inclusive os de clientes que desistiram) antes de o banco fechar',
  async () => {
    const cluster = await PrivateCluster.create();
    let api: ApiProcess | null = null;
    let hold: pg.Client | null = null;
    let watch: pg.Client | null = null;
    try {
      const url = await cluster.createDatabase('portal_fault');
      const fx = await prepareDatabase({ url });
      api = await ApiProcess.start(await freePort(), {
        DATABASE_URL: url,
        DATABASE_POOL_MAX: '20',
        DATA_DIR: cluster.dir,
        LOG_LEVEL: 'info',
      });
      const base = api.url;
      const token = await login(base);
      const prefix = `fault-sigterm-${Date.now()}-`;
      // One order first, so the counter row exists.
      await placeOrder(() => base, token, orderBody(fx, 'inicial'), `${prefix}inicial`);
      let closing = false;
      api.onLine((line) => {
        if (line.includes('SIGTERM: encerrando')) closing = true;
      });

      // Holds the order counter row: the order handlers wait on it inside the database.
      hold = new pg.Client({ connectionString: url });
      watch = new pg.Client({ connectionString: url });
      await hold.connect();
      await watch.connect();
      await hold.query('begin');
      await hold.query(`select valor from contadores where nome = 'pedido_ref' for update`);
      const waitingInDb = async () =>
        Number(
          (
            await watch!.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        );

      const post = (key: string, signal?: AbortSignal) =>
        fetch(`${base}/api/pedidos`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': key,
          },
          body: JSON.stringify(orderBody(fx, key.slice(prefix.length))),
          signal: signal ?? AbortSignal.timeout(60_000),
        });
      const waitingKeys = Array.from({ length: WAITING }, (_, i) => `${prefix}w${i}`);
      const answers = waitingKeys.map(async (key) => {
        const res = await post(key);
        return { key, status: res.status, body: (await res.json()) as { pedidoId: number; ref: string }[] };
      });
      await waitFor(
        `${WAITING} pedidos esperando no banco`,
        30_000,
        async () => (await waitingInDb()) >= WAITING,
      );
      // Then clients that give up once their request is inside the database.
      const abandonedKeys = Array.from({ length: ABANDONED }, (_, i) => `${prefix}a${i}`);
      const controllers = abandonedKeys.map(() => new AbortController());
      const abandoned = abandonedKeys.map((key, i) => post(key, controllers[i].signal).catch(() => null));
      await waitFor(
        `${WAITING + ABANDONED} pedidos esperando no banco`,
        30_000,
        async () => (await waitingInDb()) >= WAITING + ABANDONED,
      );
      for (const c of controllers) c.abort();
      await Promise.all(abandoned);

      api.child.kill('SIGTERM');
      await waitFor('a API começar a encerrar', 30_000, () => closing);
      await hold.query('commit');

      const done = await Promise.all(answers);
      // Idle keep-alive connections must not hold the exit open (they would for 72 s).
      await waitFor('a API terminar depois de responder aos pedidos em andamento', 30_000, () => !api!.alive);
      const code = await api.exited;
      expect(code, `a API terminou com código ${code}:\n${api.log()}`).toBe(0);
      for (const a of done) {
        expect(a.status, `${a.key}: ${JSON.stringify(a.body)}`).toBe(201);
        expect(a.body).toHaveLength(1);
      }
      expect(api.log()).not.toMatch(/database unavailable|unhandled error/);

      const database = await openDatabase({ url, poolMax: 2 });
      try {
        const found = await ordersByKey(database, fx.usuarioId, prefix);
        for (const a of done)
          expect(found.byKey.get(a.key)).toEqual([{ id: a.body[0].pedidoId, ref: a.body[0].ref }]);
        for (const key of abandonedKeys)
          expect(found.byKey.get(key)?.length ?? 0, `pedido abandonado ${key}`).toBe(1);
        expect(found.rows).toBe(1 + WAITING + ABANDONED);
      } finally {
        await database.close();
      }
    } finally {
      await hold?.end().catch(() => {});
      await watch?.end().catch(() => {});
      await api?.stop();
      await cluster.destroy();
    }
  },
);
