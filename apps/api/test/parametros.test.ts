// Parameters screen (/gestor/parametros, beyond the spec): every parameter of
// docs/product/portal-cliente.md §6, §9 and docs/product/gestor-crm-vendas.md §9 with value, default and
// description; an admin changes one, the value is checked by its kind and users see it on their next
// configuration load; auditors read only; others are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let gestor: string;
let auditor: string;
let cliente: string;

const put = (nome: string, valor: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/parametros/${nome}`,
    headers: bearer(token),
    payload: { valor } as never,
  });
const config = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(token) })).json();

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, auditor, cliente] = (
    await Promise.all(
      [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.gestor, DEMO_ACCOUNTS.auditor, DEMO_ACCOUNTS.cliente].map((e) =>
        tokenFor(t.app, e),
      ),
    )
  ).map((x) => x.token);
});
afterAll(async () => t?.close());

describe('GET /api/parametros', () => {
  it('lists every parameter with value, default, kind, group and description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/parametros', headers: bearer(auditor) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { nome: string }) => p.nome).sort()).toEqual(Object.keys(PARAMETER_DEFAULTS).sort());
    for (const p of list) {
      expect(p.valor, p.nome).toBe(PARAMETER_DEFAULTS[p.nome as keyof typeof PARAMETER_DEFAULTS]);
      expect(p.padrao).toBe(p.valor);
      expect(p.descricao.length, p.nome).toBeGreaterThan(10);
    }
    expect(list.find((p: { nome: string }) => p.nome === 'USA_PEDIDO_PADRAO')).toMatchObject({
      tipo: 'simnao',
      valor: 'NAO',
      padrao: 'NAO',
    });
    expect(list.find((p: { nome: string }) => p.nome === 'DIAS_BOLETO')).toMatchObject({
      tipo: 'inteiro',
      min: 1,
      max: 365,
    });
    expect(
      list
        .find((p: { nome: string }) => p.nome === 'SM_TEMPLATE')
        .opcoes.map((o: { valor: string }) => o.valor),
    ).toEqual(['0', '1']);
  });

  it('only ADMIN and AUDITOR read', async () => {
    for (const token of [gestor, cliente])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/parametros', headers: bearer(token) })).statusCode,
      ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/parametros' })).statusCode).toBe(401);
  });
});

describe('PUT /api/parametros/{nome}', () => {
  it('turns USA_PEDIDO_PADRAO on: the next configuration load of a customer carries it', async () => {
    const before = await config(cliente);
    expect(before.parametros.find((p: { nome: string }) => p.nome === 'USA_PEDIDO_PADRAO').valor).toBe('NAO');
    const res = await put('USA_PEDIDO_PADRAO', 'sim');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'USA_PEDIDO_PADRAO', valor: 'SIM', padrao: 'NAO' });
    const after = await config(cliente);
    expect(after.parametros.find((p: { nome: string }) => p.nome === 'USA_PEDIDO_PADRAO').valor).toBe('SIM');
  });

  it('checks each kind of value and stores it normalized', async () => {
    const ok: [string, string, string][] = [
      ['UTILIZA_BANNER', 's', 'S'],
      ['DIAS_BOLETO', ' 45 ', '45'],
      ['FATOR_MULTI', '1', '1'],
      ['SM_TEMPLATE', '1', '1'],
      ['VENDEDOR_EMP_DEFAULT', '04', '04'],
      ['EMAIL_SUPORTE0', 'Ajuda@Portal.com.br', 'ajuda@portal.com.br'],
      ['CRM_LISTA_SETORES', '000000001 = Comercial; 000000003=Obras', '000000001=COMERCIAL;000000003=OBRAS'],
      ['DESC_CARRINHO', 'carrinho', 'CARRINHO'],
      ['PED_DET_ETAPA_2', 'Em separação', 'EM SEPARAÇÃO'],
    ];
    for (const [nome, valor, stored] of ok) {
      const res = await put(nome, valor);
      expect(res.statusCode, `${nome} ${res.body}`).toBe(200);
      expect(res.json().valor).toBe(stored);
      const [row] = await t.database.db.select().from(s.parametros).where(eq(s.parametros.nome, nome));
      expect(row.valor).toBe(stored);
    }
    const bad: [string, unknown, string][] = [
      ['REALIZA_VENDAS', 'TALVEZ', MSG.parameterToggleInvalid('SIM', 'NAO')],
      ['UTILIZA_BANNER', 'SIM', MSG.parameterToggleInvalid('S', 'N')],
      ['DIAS_BOLETO', '0', MSG.parameterIntegerInvalid(1, 365)],
      ['DIAS_BOLETO', '12.5', MSG.parameterIntegerInvalid(1, 365)],
      ['DIAS_BOLETO', '1e3', MSG.parameterIntegerInvalid(1, 365)],
      ['FATOR_MULTI', '-1', MSG.parameterIntegerInvalid(1, 10000)],
      ['SM_TEMPLATE', '2', MSG.parameterOptionInvalid('0, 1')],
      ['VENDEDOR_FIL_DEFAULT', 'AB', MSG.parameterCodeInvalid(10)],
      ['EMAIL_SUPORTE0', 'não é e-mail', MSG.parameterEmailInvalid],
      ['CRM_LISTA_SETORES', 'COMERCIAL;FINANCEIRO', MSG.parameterSetoresInvalid],
      ['CRM_LISTA_SETORES', '', MSG.parameterSetoresInvalid],
      ['DESC_CARRINHO', '', MSG.parameterTextInvalid(30)],
      ['DESC_CARRINHO', 'X'.repeat(31), MSG.parameterTextInvalid(30)],
    ];
    for (const [nome, valor, message] of bad) {
      const res = await put(nome, valor);
      expect(res.statusCode, `${nome}=${String(valor)}`).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { valor: message } });
    }
    expect((await put('DIAS_BOLETO', 30)).statusCode).toBe(400);
    expect((await put('NAO_EXISTE', 'SIM')).json()).toMatchObject({
      status: 404,
      message: MSG.parameterUnknown('NAO_EXISTE'),
    });
    // A public parameter changed by the admin is seen before login too.
    await put('IS_EXIBE_AJUDA', 'SIM');
    const pub = (await t.app.inject({ method: 'GET', url: '/api/config/publico' })).json();
    expect(pub.parametros.find((p: { nome: string }) => p.nome === 'IS_EXIBE_AJUDA').valor).toBe('SIM');
  });

  it('a parameter missing from the table shows its default and is created on change', async () => {
    await t.database.db.delete(s.parametros).where(eq(s.parametros.nome, 'TRACKING_DANFE'));
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/parametros', headers: bearer(admin) })
    ).json();
    expect(list.find((p: { nome: string }) => p.nome === 'TRACKING_DANFE')).toMatchObject({ valor: 'NAO' });
    expect((await put('TRACKING_DANFE', 'SIM')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(s.parametros)
      .where(eq(s.parametros.nome, 'TRACKING_DANFE'));
    expect(row).toMatchObject({ valor: 'SIM', publico: false });
  });

  it('only ADMIN changes; the auditor, the gestor and customers are refused', async () => {
    for (const token of [auditor, gestor, cliente])
      expect((await put('REALIZA_VENDAS', 'NAO', token)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(s.parametros)
      .where(eq(s.parametros.nome, 'REALIZA_VENDAS'));
    expect(row.valor).toBe('SIM');
  });
});

describe('the manager menu', () => {
  it('shows Parâmetros to ADMIN and AUDITOR only', async () => {
    const has = async (token: string) =>
      (await config(token)).formularios.some((f: { url: string }) => f.url === '/gestor/parametros');
    expect(await has(admin)).toBe(true);
    expect(await has(auditor)).toBe(true);
    expect(await has(gestor)).toBe(false);
  });
});
