import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { SINONIMO_TERMO_MAX } from '@portal/shared/schemas/sinonimos';
import { openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { buildApp } from '../src/app';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

interface Produto {
  produtoId: number;
  produtoDesc: string;
}

let t: TestApp;
const tok: Record<'cliente' | 'gestor' | 'admin' | 'auditor', string> = {
  cliente: '',
  gestor: '',
  admin: '',
  auditor: '',
};
let where: { clienteId: number; filialId: number };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

async function search(busca: string, app = t.app): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/produtos/filter',
    headers: bearer(tok.cliente),
    payload: { ...where, busca },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Produto[]>().map((p) => p.produtoDesc);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['cliente', 'gestor', 'admin', 'auditor'] as const)
    tok[who] = (await tokenFor(t.app, DEMO_ACCOUNTS[who])).token;
  const db = t.database.db;
  const [cli] = await db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
  const [uni] = await db
    .select()
    .from(s.unidades)
    .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
  where = { clienteId: cli.id, filialId: uni.id };
});
afterAll(async () => t?.close());

describe('search synonyms', () => {
  it('starts with the trade’s common words, listed to every manager profile, never to a customer', async () => {
    const list = await call('GET', '/api/produtos/sinonimos', tok.auditor);
    expect(list.statusCode).toBe(200);
    const termos = list.json<{ termo: string; substituto: string }[]>().map((x) => x.termo);
    expect(termos).toEqual(expect.arrayContaining(['tijolo baiano', 'pedrisco', 'massa pronta']));
    expect((await call('GET', '/api/produtos/sinonimos', tok.cliente)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/produtos/sinonimos', tok.auditor, { termo: 'abc', substituto: 'cimento' }))
        .statusCode,
    ).toBe(403);
  });

  it('adds the products of the catalogue’s words after those of the words typed', async () => {
    const baiano = await search('tijolo baiano');
    expect(baiano.length).toBeGreaterThan(0);
    expect(baiano.every((d) => d.includes('BLOCO CERAMICO'))).toBe(true);
    // Pedrisco is in the name of BRITA 0 PEDRISCO: found as typed, then the other brita 0 (if any).
    const pedrisco = await search('pedrisco');
    expect(pedrisco[0]).toContain('PEDRISCO');
    const ferro = await search('ferro 10mm');
    expect(ferro.length).toBeGreaterThan(0);
    expect(ferro.every((d) => d.includes('VERGALHAO') && d.includes('10MM'))).toBe(true);
  });

  it('a synonym a manager adds, changes or deletes counts at the next search', async () => {
    expect(await search('viga mestra')).toEqual([]);
    const created = await call('POST', '/api/produtos/sinonimos', tok.gestor, {
      termo: '  Viga Mestra ',
      substituto: 'vergalhão 12,5mm',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, termo } = created.json<{ id: number; termo: string }>();
    expect(termo).toBe('Viga Mestra');
    const found = await search('viga mestra');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.includes('VERGALHAO') && d.includes('12,5MM'))).toBe(true);
    // Plural, accents and case: the same term.
    expect((await search('VIGAS MESTRAS')).length).toBe(found.length);

    const changed = await call('PUT', `/api/produtos/sinonimos/${id}`, tok.admin, {
      termo: 'viga mestra',
      substituto: 'cimento',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const cement = await search('viga mestra');
    expect(cement.length).toBeGreaterThan(0);
    expect(cement.every((d) => d.includes('CIMENTO'))).toBe(true);

    expect((await call('DELETE', `/api/produtos/sinonimos/${id}`, tok.gestor)).statusCode).toBe(204);
    expect(await search('viga mestra')).toEqual([]);
    expect((await call('DELETE', `/api/produtos/sinonimos/${id}`, tok.gestor)).statusCode).toBe(404);
    const gone = await call('PUT', `/api/produtos/sinonimos/${id}`, tok.gestor, {
      termo: 'x1',
      substituto: 'y2',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(MSG.synonymNotFound);
  });

  it('refuses a term twice (accents, case and plural alike), an empty, a long or a same-as-target one in pt-BR', async () => {
    const dup = await call('POST', '/api/produtos/sinonimos', tok.gestor, {
      termo: 'Tijolos Baianos',
      substituto: 'bloco',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.synonymExists('Tijolos Baianos'));
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ termo: '', substituto: 'cimento' }, { termo: MSG.synonymTermRequired }],
      [{ termo: ' - ', substituto: 'cimento' }, { termo: MSG.synonymTermRequired }],
      [{ substituto: 'cimento' }, { termo: MSG.synonymTermRequired }],
      [
        { termo: 'x'.repeat(SINONIMO_TERMO_MAX + 1), substituto: 'cimento' },
        { termo: MSG.synonymTermTooLong(60) },
      ],
      [{ termo: 'concreto', substituto: '' }, { substituto: MSG.synonymTargetRequired }],
      [{ termo: 'Cimentos', substituto: 'cimento' }, { substituto: MSG.synonymSame }],
    ];
    for (const [payload, fields] of cases) {
      const res = await call('POST', '/api/produtos/sinonimos', tok.gestor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toMatchObject(fields);
    }
    expect(
      (await call('PUT', '/api/produtos/sinonimos/abc', tok.gestor, { termo: 'ab', substituto: 'cd' }))
        .statusCode,
    ).toBe(400);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a synonym added on one node counts in the next search on another node',
    async () => {
      const config = t.app.ctx.config;
      const databaseB = await openDatabase({ url: config.DATABASE_URL, poolMax: 3 });
      const nodeB = await buildApp({ config, database: databaseB, logger: false });
      await nodeB.ready();
      try {
        // Node B reads (and keeps) the list before the change.
        expect(await search('alicerce reforcado', nodeB)).toEqual([]);
        const created = await call('POST', '/api/produtos/sinonimos', tok.gestor, {
          termo: 'alicerce reforçado',
          substituto: 'cimento',
        });
        expect(created.statusCode).toBe(201);
        // The change's NOTIFY reaches node B as the write commits (milliseconds).
        await expect
          .poll(async () => (await search('alicerce reforcado', nodeB)).length, {
            timeout: 2000,
            interval: 50,
          })
          .toBeGreaterThan(0);
      } finally {
        await nodeB.close();
        await databaseB.close();
      }
    },
  );
});
