// kill -9 of the API while customers place orders with Idempotency-Keys: the API is started again on
// the same port and data, the clients retry the same keys, and every order exists exactly once,
// with the answer each client got referring to it. On PGlite (a data dir reopened after the kill)
// and on PostgreSQL (a fresh database on the server of TEST_DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { openDatabase } from '../src/db/client';
import {
  ApiProcess,
  createPgDatabase,
  freePort,
  itWith,
  login,
  missingBuild,
  orderBody,
  ordersByKey,
  placeOrder,
  prepareDatabase,
  type OrderAnswer,
  type OrderFixtures,
} from './fault-helpers';

const CLIENTS = 20;
const ORDERS_PER_CLIENT = 10;
const TOTAL = CLIENTS * ORDERS_PER_CLIENT;
/** The API is killed once this share of the orders has been answered. */
const KILL_AT = 0.3;

async function killDuringOrdering(
  env: Record<string, string>,
  fx: OrderFixtures,
  where: { dataDir: string } | { url: string },
) {
  const port = await freePort();
  let api = await ApiProcess.start(port, env);
  const firstPid = api.child.pid;
  const token = await login(api.url);
  const prefix = `fault-kill-${Date.now()}-`;

  let answered = 0;
  let answeredAtKill = -1;
  let answeredAfterRestart = 0;
  let restarted = false;
  let restart = null as Promise<void> | null;
  const onAnswer = () => {
    answered++;
    if (restarted) answeredAfterRestart++;
    if (restart || answered < TOTAL * KILL_AT) return;
    answeredAtKill = answered;
    restart = (async () => {
      await api.kill9();
      api = await ApiProcess.start(port, env);
      restarted = true;
    })();
  };

  const answers: OrderAnswer[] = [];
  try {
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (let k = 0; k < ORDERS_PER_CLIENT; k++) {
          const key = `${prefix}${c}-${k}`;
          const answer = await placeOrder(() => api.url, token, orderBody(fx, `${c}-${k}`), key);
          answers.push(answer);
          onAnswer();
        }
      }),
    );
    await restart;
  } catch (err) {
    throw new Error(`${(err as Error).message}\nSaída da API:\n${api.log()}`, { cause: err });
  } finally {
    await restart?.catch(() => {});
    await api.stop();
  }

  // The kill happened with orders still to place, and a second process answered the rest.
  expect(answeredAtKill, 'a API foi derrubada durante os pedidos').toBeGreaterThanOrEqual(TOTAL * KILL_AT);
  expect(answeredAtKill).toBeLessThan(TOTAL);
  expect(api.child.pid).not.toBe(firstPid);
  expect(answeredAfterRestart).toBeGreaterThan(0);
  const networkErrors = answers.reduce((n, a) => n + a.networkErrors, 0);
  expect(networkErrors, 'clientes viram a queda (erros de rede) e tentaram de novo').toBeGreaterThan(0);
  expect(answers).toHaveLength(TOTAL);
  expect(new Set(answers.map((a) => a.key)).size).toBe(TOTAL);

  // In the database: one order per key, the one each client was told about; N x M in all.
  const database = await openDatabase({ ...where, poolMax: 2 });
  try {
    const found = await ordersByKey(database, fx.usuarioId, prefix);
    const problems: string[] = [];
    for (const a of answers) {
      const rows = found.byKey.get(a.key) ?? [];
      if (rows.length !== 1) problems.push(`${a.key}: ${rows.length} pedidos`);
      else if (rows[0].id !== a.pedidoId || rows[0].ref !== a.ref)
        problems.push(`${a.key}: resposta ${a.pedidoId}/${a.ref}, banco ${rows[0].id}/${rows[0].ref}`);
    }
    expect(problems).toEqual([]);
    expect(found.rows).toBe(TOTAL);
    expect(found.keys).toBe(TOTAL);
    expect(new Set(answers.map((a) => a.pedidoId)).size).toBe(TOTAL);
  } finally {
    await database.close();
  }
  const replayed = answers.filter((a) => a.replayed).length;
  const retried = answers.filter((a) => a.attempts > 1).length;
  console.log(
    `[fault] kill -9 após ${answeredAtKill}/${TOTAL} respostas; ${retried} pedidos repetidos, ${networkErrors} erros de rede, ` +
      `${answers.reduce((n, a) => n + a.serverErrors, 0)} respostas 5xx, ${replayed} respostas repetidas do servidor (Idempotent-Replayed)`,
  );
}

itWith(
  missingBuild(),
  'PGlite: kill -9 durante os pedidos, nova partida na mesma pasta, cada pedido existe uma vez',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-fault-pglite-'));
    try {
      const fx = await prepareDatabase({ dataDir });
      await killDuringOrdering({ DATA_DIR: dataDir }, fx, { dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

const pgBase = process.env.FAULT_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
itWith(
  missingBuild() ?? (pgBase ? null : 'TEST_DATABASE_URL (ou FAULT_DATABASE_URL) não definido'),
  'PostgreSQL: kill -9 durante os pedidos, nova partida, cada pedido existe uma vez',
  async () => {
    const created = await createPgDatabase(pgBase!);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-fault-pgdata-'));
    try {
      const fx = await prepareDatabase({ url: created.url });
      await killDuringOrdering(
        { DATABASE_URL: created.url, DATABASE_POOL_MAX: '10', DATA_DIR: dataDir },
        fx,
        { url: created.url },
      );
    } finally {
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
