// Tracking of an order's invoice (docs/product/portal-cliente.md §2 Orders, tracking dialog;
// docs/product/documentos-fiscais.md §4): GET /api/pedidos/{id}/rastreio?chave goes to the configured
// tracking service for one of the order's own NF-e keys, for whoever may see the order.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { RASTREIO_MSG } from '../src/erp/find-rastreio';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string;
let vendedor: string;
let mainId: number;
const db = () => t.database.db;
const get = (token: string | null, url: string, app = t) =>
  app.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** The first seeded order of the main customer in a status. */
async function seeded(statusId: number) {
  const [row] = await db()
    .select()
    .from(s.pedidos)
    .where(and(eq(s.pedidos.clienteId, mainId), eq(s.pedidos.statusId, statusId)))
    .orderBy(asc(s.pedidos.id))
    .limit(1);
  return row!;
}

/** The NF-e key of a seeded invoiced order (from its item updates). */
async function keyOf(pedidoId: number): Promise<string> {
  const [row] = await db()
    .select({ chave: s.pedidoItemUpdates.chave1 })
    .from(s.pedidoItemUpdates)
    .innerJoin(s.pedidoItens, eq(s.pedidoItens.id, s.pedidoItemUpdates.pedidoItemId))
    .where(eq(s.pedidoItens.pedidoId, pedidoId))
    .limit(1);
  return row!.chave!;
}

beforeAll(async () => {
  t = await createTestApp();
  cliente = (await tokenFor(t.app, DEMO_ACCOUNTS.cliente)).token;
  vendedor = (await tokenFor(t.app, DEMO_ACCOUNTS.vendedor)).token;
  const [main] = await db().select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
  mainId = main.id;
});
afterAll(async () => t?.close());

describe('GET /api/pedidos/{id}/rastreio', () => {
  it("answers the tracking of the order's invoice from the tracking service (default: the portal's own)", async () => {
    const p = await seeded(ORDER_STATUS.TRANSPORTE);
    const chave = await keyOf(p.id);
    await db()
      .insert(s.rastreioEventos)
      .values([
        {
          chave,
          dataHora: new Date('2026-11-20T09:00:00-03:00'),
          dominio: 'SSW',
          filial: 'SAO',
          cidade: 'SAO PAULO / SP',
          ocorrencia: 'COLETADO (80)',
          descricao: 'Mercadoria coletada.',
          tipo: 'Coleta',
        },
        {
          chave,
          dataHora: new Date('2026-11-21T14:30:00-03:00'),
          dominio: 'SSW',
          filial: 'CPQ',
          cidade: 'CAMPINAS / SP',
          ocorrencia: 'EM TRANSITO (82)',
          descricao: 'Em trânsito para a unidade de destino.',
          tipo: 'Transferencia',
        },
      ]);

    for (const url of [`/api/pedidos/${p.id}/rastreio`, `/api/pedidos/${p.id}/rastreio?chave=${chave}`]) {
      const res = await get(cliente, url);
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        documento: { header: { nro_nf: expect.any(String), pedido: p.ref } },
      });
      expect(body.documento.tracking.map((e: { ocorrencia: string }) => e.ocorrencia)).toEqual([
        'COLETADO (80)',
        'EM TRANSITO (82)',
      ]);
      expect(body.documento.tracking[1]).toMatchObject({
        dominio: 'SSW',
        filial: 'CPQ',
        cidade: 'CAMPINAS / SP',
        descricao: 'Em trânsito para a unidade de destino.',
      });
    }
    // The key may come formatted with spaces (as printed on the DANFE).
    const spaced = chave.replace(/(\d{4})/g, '$1 ').trim();
    expect(
      (await get(cliente, `/api/pedidos/${p.id}/rastreio?chave=${encodeURIComponent(spaced)}`)).json(),
    ).toMatchObject({ success: true });
    // The serving seller may track it too.
    expect((await get(vendedor, `/api/pedidos/${p.id}/rastreio`)).statusCode).toBe(200);
  });

  it('says when the service has nothing for the key, and when the order has no key', async () => {
    const delivered = await seeded(ORDER_STATUS.NFE_EMITIDA);
    expect((await get(cliente, `/api/pedidos/${delivered.id}/rastreio`)).json()).toEqual({
      success: false,
      message: RASTREIO_MSG.notFound,
    });
    const fresh = await seeded(ORDER_STATUS.REALIZADO);
    const res = await get(cliente, `/api/pedidos/${fresh.id}/rastreio`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: MSG.nfeKeyMissing });
  });

  it("refuses another order's key, another company's order, no token and bad ids", async () => {
    const p = await seeded(ORDER_STATUS.TRANSPORTE);
    const other = await seeded(ORDER_STATUS.ENTREGUE);
    const otherKey = await keyOf(other.id);
    expect((await get(cliente, `/api/pedidos/${p.id}/rastreio?chave=${otherKey}`)).statusCode).toBe(404);
    expect((await get(cliente, `/api/pedidos/${p.id}/rastreio?chave=123`)).statusCode).toBe(404);

    const [foreign] = await db().select().from(s.pedidos).where(ne(s.pedidos.clienteId, mainId)).limit(1);
    const res = await get(cliente, `/api/pedidos/${foreign.id}/rastreio`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: MSG.notFound });
    expect((await get(null, `/api/pedidos/${p.id}/rastreio`)).statusCode).toBe(401);
    expect((await get(cliente, '/api/pedidos/abc/rastreio')).statusCode).toBe(400);
    expect((await get(cliente, `/api/pedidos/${p.id}/rastreio?chave=${'9'.repeat(61)}`)).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/pedidos/{id}/rastreio with an external TRACKING_URL', () => {
  let carrier: Server;
  let t2: TestApp;
  const seen: unknown[] = [];
  beforeAll(async () => {
    carrier = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body: JSON.parse(body) });
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            success: true,
            message: 'Documento localizado com sucesso',
            documento: {
              header: {
                remetente: 'TRANSPORTADORA X',
                destinatario: 'CONSTRUTORA ALICERCE LTDA',
                nro_nf: 7001,
                pedido: 'X',
              },
              tracking: [
                {
                  data_hora: '2026-11-21T10:00:00',
                  dominio: 'XYZ',
                  filial: 12,
                  cidade: 'SANTOS / SP',
                  ocorrencia: 'SAIDA PARA ENTREGA (85)',
                  descricao: 'Saiu para entrega.',
                },
              ],
            },
          }),
        );
      });
    });
    await new Promise<void>((r) => carrier.listen(0, '127.0.0.1', r));
    const port = (carrier.address() as AddressInfo).port;
    t2 = await createTestApp({ env: { TRACKING_URL: `http://127.0.0.1:${port}/api/tracking` } });
  });
  afterAll(async () => {
    await t2?.close();
    await new Promise((r) => carrier?.close(r));
  });

  it('posts {chave_nfe} to the configured service and answers its tracking', async () => {
    const token = (await tokenFor(t2.app, DEMO_ACCOUNTS.cliente)).token;
    const [main] = await t2.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const [p] = await t2.database.db
      .select()
      .from(s.pedidos)
      .where(and(eq(s.pedidos.clienteId, main.id), eq(s.pedidos.statusId, ORDER_STATUS.TRANSPORTE)))
      .limit(1);
    const [u] = await t2.database.db
      .select({ chave: s.pedidoItemUpdates.chave1 })
      .from(s.pedidoItemUpdates)
      .innerJoin(s.pedidoItens, eq(s.pedidoItens.id, s.pedidoItemUpdates.pedidoItemId))
      .where(eq(s.pedidoItens.pedidoId, p.id))
      .limit(1);
    const res = await get(token, `/api/pedidos/${p.id}/rastreio`, t2);
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual([{ method: 'POST', url: '/api/tracking', body: { chave_nfe: u.chave } }]);
    expect(res.json()).toMatchObject({
      success: true,
      documento: {
        header: { remetente: 'TRANSPORTADORA X', destinatario: 'CONSTRUTORA ALICERCE LTDA', nro_nf: '7001' },
        tracking: [{ filial: '12', cidade: 'SANTOS / SP', ocorrencia: 'SAIDA PARA ENTREGA (85)' }],
      },
    });
  });
});
