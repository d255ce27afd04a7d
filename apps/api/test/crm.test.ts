// CRM contacts (docs/product/gestor-crm-vendas.md §2.12–2.13, §3, §5, §7, issue 11): list, CRUD, every rule's
// message, the object scope (another customer's contact -> 404) and who may call (customer, seller; not
// managers).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import type { Contato, ContatosResponse } from '@portal/shared/schemas/crm';
import { clientes, crmContatos, parametros } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
type Who = 'cliente' | 'multi' | 'vendedor' | 'gestor';
const users = {} as Record<Who, { token: string; id: number }>;
let mainId: number; // 100001: cliente@, multi@ and served by vendedor@
let silvaId: number; // 100002: multi@ and served by vendedor@
let notSellersId: number; // 100006: multi@ only
let paulo: typeof crmContatos.$inferSelect; // a contact of 100002

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['cliente', 'multi', 'vendedor', 'gestor'] as const)
    users[who] = await tokenFor(t.app, DEMO_ACCOUNTS[who]);
  const byCode = async (codigo: string) =>
    (await t.database.db.select().from(clientes).where(eq(clientes.codigo, codigo)))[0].id;
  mainId = await byCode('100001');
  silvaId = await byCode('100002');
  notSellersId = await byCode('100006');
  // A contact of another customer (multi@'s second company, never cliente@'s).
  [paulo] = await t.database.db
    .insert(crmContatos)
    .values({
      entidadeId: silvaId,
      setor: '000000002',
      nome: 'PAULO TESOURARIA',
      email: 'tesouraria@silva.com.br',
      telefone: '1133224455',
      status: 'L',
      codigo: 'C9999',
    })
    .returning();
});
afterAll(async () => t?.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Who | null = 'cliente',
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? bearer(users[who].token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function list(query = '', who: Who = 'cliente'): Promise<ContatosResponse> {
  const res = await call('GET', `/api/crm/contatos${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const valid = () => ({
  setor: '000000002',
  tipo: 'CLIENTE',
  cgc: '52998224725',
  nome: 'MARCOS TESOURARIA',
  email: 'Marcos@Alicerce.com.br',
  telefone: '11912345678',
  niver: '1985-04-12',
  contatoPrincipal: false,
  recebeEmail: true,
  recebeWhatsapp: true,
  status: 'P',
});

describe('GET /api/crm/contatos', () => {
  it("lists the customer's own contacts with sector and status descriptions, by name", async () => {
    const all = await list(`?clienteId=${mainId}`);
    expect(all).toMatchObject({ page: 1, pages: 1, rows: 3 });
    expect(all.items.map((c) => c.nome)).toEqual([
      'FERNANDA COMPRAS',
      'JULIANA ENGENHARIA',
      'ROBERTO FINANCEIRO',
    ]);
    const roberto = all.items.find((c) => c.nome === 'ROBERTO FINANCEIRO')!;
    expect(roberto).toMatchObject({
      setor: '000000002',
      setorDescricao: 'FINANCEIRO',
      tipo: 'CLIENTE',
      codigo: 'C0002',
      cgc: '11144477735',
      telefone: '11976543210',
      status: 'L',
      statusDescricao: 'LIBERADO',
      entidadeId: mainId,
      recebeWhatsapp: true,
    });
    expect(all.items.find((c) => c.nome === 'JULIANA ENGENHARIA')).toMatchObject({
      status: 'P',
      statusDescricao: 'PENDENTE',
      setorDescricao: 'COMERCIAL',
    });
    // Without clienteId: every customer of the caller (cliente@ has one).
    expect((await list()).items.map((c) => c.id)).toEqual(all.items.map((c) => c.id));
  });

  it('searches upper-cased text in the name, e-mail, code and sector, and digits of the CPF or phone', async () => {
    expect((await list('?search=fernanda')).items.map((c) => c.nome)).toEqual(['FERNANDA COMPRAS']);
    expect((await list('?search=C0003')).items.map((c) => c.nome)).toEqual(['JULIANA ENGENHARIA']);
    // FINANCEIRO: the sector of ROBERTO (PAULO is another customer's, never listed).
    expect((await list('?search=financeiro')).items.map((c) => c.nome)).toEqual(['ROBERTO FINANCEIRO']);
    expect((await list('?search=5299822')).items.map((c) => c.nome)).toEqual(['FERNANDA COMPRAS']);
    expect((await list('?search=965432')).items.map((c) => c.nome)).toEqual(['JULIANA ENGENHARIA']);
    expect((await list('?search=100%25')).items).toEqual([]);
    expect(await list('?search=NINGUEM')).toEqual({ page: 1, pages: 0, rows: 0, items: [] });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/crm/contatos',
        '/api/crm/contatos/{id}',
        '/api/vendedor/consultas/pedidos',
      ]),
    );
    expect(doc.paths['/api/vendedor/consultas/pedidos'].post.requestBody).toBeTruthy();
  });

  it('pages by rows (50 by default)', async () => {
    const p2 = await list('?rows=2&page=2');
    expect(p2).toMatchObject({ page: 2, pages: 2, rows: 3 });
    expect(p2.items.map((c) => c.nome)).toEqual(['ROBERTO FINANCEIRO']);
    const bad = await call('GET', '/api/crm/contatos?rows=0&page=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['page', 'rows']);
  });

  it("answers 404 for a customer the caller is not linked to, and lists multi@'s companies together", async () => {
    expect((await call('GET', `/api/crm/contatos?clienteId=${silvaId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/crm/contatos?clienteId=999999')).statusCode).toBe(404);
    const multi = await list('', 'multi');
    expect(multi.items.map((c) => c.nome)).toContain('PAULO TESOURARIA');
    expect(multi.rows).toBe(4);
    expect((await list(`?clienteId=${silvaId}`, 'multi')).items.map((c) => c.nome)).toEqual([
      'PAULO TESOURARIA',
    ]);
  });
});

describe('contact CRUD', () => {
  it('creates, reads, updates and deletes a contact of the own customer', async () => {
    const created = await call('POST', '/api/crm/contatos', 'cliente', { ...valid(), entidadeId: mainId });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json() as Contato;
    expect(c).toMatchObject({
      setor: '000000002',
      setorDescricao: 'FINANCEIRO',
      tipo: 'CLIENTE',
      codigo: `C${String(c.id).padStart(4, '0')}`,
      cgc: '52998224725',
      nome: 'MARCOS TESOURARIA',
      email: 'marcos@alicerce.com.br',
      telefone: '11912345678',
      niver: '1985-04-12',
      aniversario: '1985-04-12',
      contatoPrincipal: false,
      recebeEmail: true,
      recebeWhatsapp: true,
      status: 'P',
      statusDescricao: 'PENDENTE',
      entidadeId: mainId,
      vendedorCodigo: null,
      modifiedDate: null,
    });
    expect((await call('GET', `/api/crm/contatos/${c.id}`)).json()).toEqual(c);

    // PUT replaces the editable fields; the code, customer and read-only fields sent are ignored.
    const upd = await call('PUT', `/api/crm/contatos/${c.id}`, 'cliente', {
      ...valid(),
      id: c.id,
      codigo: 'HACK',
      entidadeId: silvaId,
      vendedorCodigo: 'X',
      nome: '  Marcos  da Tesouraria ',
      cgc: '',
      telefone: '(11)9.1234-5678',
      niver: null,
      contatoPrincipal: true,
      status: 'L',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      id: c.id,
      codigo: c.codigo,
      entidadeId: mainId,
      vendedorCodigo: null,
      nome: 'Marcos da Tesouraria',
      cgc: null,
      telefone: '11912345678',
      niver: null,
      contatoPrincipal: true,
      status: 'L',
      statusDescricao: 'LIBERADO',
    });
    expect(upd.json().modifiedDate).toEqual(expect.any(String));

    const del = await call('DELETE', `/api/crm/contatos/${c.id}`);
    expect(del.statusCode).toBe(204);
    expect((await call('GET', `/api/crm/contatos/${c.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/crm/contatos/${c.id}`)).statusCode).toBe(404);
  });

  it("defaults entidadeId to the caller's only customer; several customers need it", async () => {
    const res = await call('POST', '/api/crm/contatos', 'cliente', { ...valid(), nome: 'SEM ENTIDADE' });
    expect(res.statusCode).toBe(201);
    expect(res.json().entidadeId).toBe(mainId);
    const multi = await call('POST', '/api/crm/contatos', 'multi', { ...valid(), nome: 'SEM ENTIDADE' });
    expect(multi.statusCode).toBe(400);
    expect(multi.json()).toEqual({ status: 400, message: MSG.selectClientRequired, error: 'entidadeId' });
    const ok = await call('POST', '/api/crm/contatos', 'multi', {
      ...valid(),
      nome: 'DA SILVA',
      entidadeId: silvaId,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().entidadeId).toBe(silvaId);
  });

  it.each([
    ['nome missing', { nome: undefined }, 'nome', MSG.contactNameRequired],
    ['nome blank', { nome: '   ' }, 'nome', MSG.contactNameRequired],
    ['nome too long', { nome: 'A'.repeat(121) }, 'nome', MSG.contactNameTooLong(120)],
    ['setor not in the parameter', { setor: '000000009' }, 'setor', MSG.contactSectorInvalid],
    ['setor missing', { setor: '' }, 'setor', MSG.contactSectorInvalid],
    ['tipo other than CLIENTE', { tipo: 'FORNECEDOR' }, 'tipo', MSG.contactTypeInvalid],
    ['CPF with wrong check digits', { cgc: '52998224724' }, 'cgc', MSG.cpfInvalidSave],
    ['CPF with 10 digits', { cgc: '5299822472' }, 'cgc', MSG.cpfInvalidSave],
    ['CPF with 12 digits', { cgc: '529982247250' }, 'cgc', MSG.cpfInvalidSave],
    ['CPF all equal digits', { cgc: '11111111111' }, 'cgc', MSG.cpfInvalidSave],
    ['CPF with letters', { cgc: '5299822472A' }, 'cgc', MSG.cpfInvalidSave],
    ['telefone with 12 digits', { telefone: '119123456789' }, 'telefone', MSG.contactPhoneInvalid],
    ['telefone with letters', { telefone: '11 9123-ABCD' }, 'telefone', MSG.contactPhoneInvalid],
    ['e-mail without domain', { email: 'marcos@' }, 'email', MSG.contactEmailInvalid],
    ['birthday not a date', { niver: '1985-02-30' }, 'niver', MSG.contactBirthdayInvalid],
    ['birthday in another format', { niver: '12/04/1985' }, 'niver', MSG.contactBirthdayInvalid],
    ['status other than P/L/B', { status: 'X' }, 'status', MSG.contactStatusInvalid],
  ])('refuses %s with its message (POST and PUT)', async (_name, patch, field, message) => {
    const body = { ...valid(), ...patch };
    const post = await call('POST', '/api/crm/contatos', 'cliente', body);
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ status: 400, message, error: field });
    const put = await call('PUT', `/api/crm/contatos/1`, 'cliente', body);
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ status: 400, message, error: field });
  });

  it('accepts a masked CPF as its digits and refuses wrong JSON types with fields', async () => {
    const masked = await call('POST', '/api/crm/contatos', 'cliente', { ...valid(), cgc: '529.982.247-25' });
    expect(masked.statusCode).toBe(201);
    expect(masked.json().cgc).toBe('52998224725');
    const types = await call('POST', '/api/crm/contatos', 'cliente', {
      ...valid(),
      nome: 12,
      recebeEmail: 'sim',
    });
    expect(types.statusCode).toBe(400);
    expect(types.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { nome: expect.any(String), recebeEmail: expect.any(String) },
    });
  });

  it('takes the sectors from the parameter CRM_LISTA_SETORES', async () => {
    await t.database.db
      .insert(parametros)
      .values({
        nome: 'CRM_LISTA_SETORES',
        valor: '000000001=COMERCIAL;000000002=FINANCEIRO;000000003=COMPRAS',
      })
      .onConflictDoUpdate({
        target: parametros.nome,
        set: { valor: '000000001=COMERCIAL;000000002=FINANCEIRO;000000003=COMPRAS' },
      });
    try {
      const res = await call('POST', '/api/crm/contatos', 'cliente', { ...valid(), setor: '000000003' });
      expect(res.statusCode).toBe(201);
      expect(res.json().setorDescricao).toBe('COMPRAS');
    } finally {
      await t.database.db
        .update(parametros)
        .set({ valor: '000000001=COMERCIAL;000000002=FINANCEIRO' })
        .where(eq(parametros.nome, 'CRM_LISTA_SETORES'));
    }
    // A sector no longer offered still shows its code, and cannot be chosen again.
    const [left] = await t.database.db
      .select()
      .from(crmContatos)
      .where(and(eq(crmContatos.setor, '000000003'), eq(crmContatos.entidadeId, mainId)));
    expect((await call('GET', `/api/crm/contatos/${left.id}`)).json().setorDescricao).toBe('000000003');
    expect(
      (await call('POST', '/api/crm/contatos', 'cliente', { ...valid(), setor: '000000003' })).json().message,
    ).toBe(MSG.contactSectorInvalid);
  });
});

describe('object scope and roles', () => {
  it("answers 404 for another customer's contact on GET, PUT and DELETE, and for another customer on POST", async () => {
    expect((await call('GET', `/api/crm/contatos/${paulo.id}`)).statusCode).toBe(404);
    const put = await call('PUT', `/api/crm/contatos/${paulo.id}`, 'cliente', valid());
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ status: 404, message: MSG.notFound });
    expect((await call('DELETE', `/api/crm/contatos/${paulo.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/crm/contatos', 'cliente', { ...valid(), entidadeId: silvaId })).statusCode,
    ).toBe(404);
    // Untouched, and visible to its own customer.
    const own = await call('GET', `/api/crm/contatos/${paulo.id}`, 'multi');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ nome: 'PAULO TESOURARIA', entidadeId: silvaId });
  });

  it('lets a seller keep the contacts of the customers it serves, recording its code', async () => {
    const served = await list(`?clienteId=${mainId}`, 'vendedor');
    expect(served.items.map((c) => c.nome)).toContain('FERNANDA COMPRAS');
    const res = await call('POST', '/api/crm/contatos', 'vendedor', {
      ...valid(),
      nome: 'CONTATO DO VENDEDOR',
      entidadeId: silvaId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entidadeId: silvaId, vendedorCodigo: 'V0001' });
    // A customer the seller neither serves nor is linked to.
    expect((await call('GET', `/api/crm/contatos?clienteId=${notSellersId}`, 'vendedor')).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/crm/contatos', 'vendedor', { ...valid(), entidadeId: notSellersId }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/crm/contatos', 'vendedor', valid())).json().message).toBe(
      MSG.selectClientRequired,
    );
  });

  it('refuses managers (403) and anonymous calls (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/crm/contatos'],
      ['POST', '/api/crm/contatos'],
      ['GET', '/api/crm/contatos/1'],
      ['PUT', '/api/crm/contatos/1'],
      ['DELETE', '/api/crm/contatos/1'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? valid() : undefined;
      expect((await call(method, url, 'gestor', body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
