// The security suite, generated from the route table (app.routeTable) and the routes' schemas (the
// OpenAPI document): authorization matrix, another owner's ids, bad inputs, injection strings in
// every search field, brute force, captcha replay and the security headers of every response.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { and, asc, count, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Role } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import * as s from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed';
import { hashPassword } from '../src/lib/crypto';
import { bearer, createTestApp, solveCaptcha, tokenFor, type TestApp } from './helpers';

const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
/** The largest value of an integer (int4) column. */
const MAX_INT = 2_147_483_647;
let t: TestApp;
/** The same database behind small rate limits (brute force), so the main app's limits stay out of the way. */
let limited: FastifyInstance;
const LIMITS = { LOGIN_RATE_LIMIT: 3, PUBLIC_RATE_LIMIT: 2 };
let webDist: string;

interface Caller {
  role: Role;
  token: string;
  id: number;
  cpf: string;
}
const callers: Partial<Record<Role, Caller>> = {};
const tokens: Partial<Record<Role, string>> = {};
const ROLE_ACCOUNTS: Record<Role, string | null> = {
  ROLE_ADMIN: DEMO_ACCOUNTS.admin,
  ROLE_GESTOR: DEMO_ACCOUNTS.gestor,
  ROLE_AUDITOR: DEMO_ACCOUNTS.auditor,
  ROLE_USUARIO: null,
  ROLE_CLIENTE: DEMO_ACCOUNTS.cliente,
  ROLE_VENDEDOR: DEMO_ACCOUNTS.vendedor,
};

// ------------------------------------------------------------------ fixtures of two owners

/** The objects a customer or a seller can name by id. */
type Kind = 'cliente' | 'usuario' | 'pedido' | 'padrao' | 'orcamento' | 'contato' | 'titulo' | 'nota';
type Owner = {
  cliente: { id: number; cgc: string; codigo: string; loja: string; razao: string };
  pedido: { id: number; ref: string; statusId: number };
  padrao: { id: number };
  orcamento: { id: number };
  contato: { id: number };
  titulo: { titulo: string; prefixo: string; parcela: string; nossoNumero: string | null };
  nota: { doc: string; serie: string; chave: string };
};
/** 100001: cliente@'s company, also served by vendedor@ (both callers own it). */
const own = {} as Owner;
/** 100002 made multi@'s alone: neither cliente@'s nor served by vendedor@. */
const foreign = {} as Owner;
let foreignUser: { id: number; cpf: string; email: string; nome: string };
let unidade: typeof s.unidades.$inferSelect; // 03/01, where both owners have orders, titles and invoices
/** Strings that identify the other owner's data: none may come back to a caller who does not own it. */
let foreignMarks: string[] = [];

async function loadFixtures() {
  const db = t.database.db;
  const byCodigo = async (codigo: string) =>
    (await db.select().from(s.clientes).where(eq(s.clientes.codigo, codigo)))[0];
  const [main, other] = [await byCodigo('100001'), await byCodigo('100002')];
  [unidade] = await db
    .select()
    .from(s.unidades)
    .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
  const [multi] = await db.select().from(s.usuarios).where(eq(s.usuarios.email, DEMO_ACCOUNTS.multi));
  foreignUser = { id: multi.id, cpf: multi.cpf!, email: multi.email, nome: multi.nome };
  await db.update(s.clientes).set({ vendedorId: null }).where(eq(s.clientes.id, other.id));
  await db
    .update(s.pedidos)
    .set({ vendedorId: null, usuarioId: multi.id })
    .where(eq(s.pedidos.clienteId, other.id));

  const multiToken = (await tokenFor(t.app, DEMO_ACCOUNTS.multi)).token;
  const today = new Date(t.clock.now.getTime() - 3 * 3600_000).toISOString().slice(0, 10); // Brasília
  for (const [side, cli, token, nome] of [
    [own, main, callers.ROLE_CLIENTE!.token, 'PADRAO PROPRIO'],
    [foreign, other, multiToken, 'PADRAO DE OUTRO DONO'],
  ] as const) {
    side.cliente = { id: cli.id, cgc: cli.cgc!, codigo: cli.codigo, loja: cli.loja, razao: cli.razao };
    // An invoiced order when there is one (tracking needs its invoice), and an open title not yet due.
    const [nota] = await db
      .select()
      .from(s.notasFiscais)
      .where(and(eq(s.notasFiscais.clienteId, cli.id), eq(s.notasFiscais.unidadeId, unidade.id)))
      .orderBy(sql`${s.notasFiscais.pedidoId} is null`, asc(s.notasFiscais.id))
      .limit(1);
    side.nota = { doc: nota.doc, serie: nota.serie, chave: nota.chave };
    const [pedido] = await db
      .select()
      .from(s.pedidos)
      .where(and(eq(s.pedidos.clienteId, cli.id), eq(s.pedidos.unidadeId, unidade.id)))
      .orderBy(sql`${s.pedidos.id} = ${nota.pedidoId ?? 0} desc`, asc(s.pedidos.id))
      .limit(1);
    side.pedido = { id: pedido.id, ref: pedido.ref, statusId: pedido.statusId };
    const [titulo] = await db
      .select()
      .from(s.titulos)
      .where(
        and(
          eq(s.titulos.clienteId, cli.id),
          eq(s.titulos.unidadeId, unidade.id),
          isNotNull(s.titulos.numeroConta),
          gt(s.titulos.saldo, 0),
          gte(s.titulos.vencrea, today),
        ),
      )
      .orderBy(asc(s.titulos.id))
      .limit(1);
    side.titulo = {
      titulo: titulo.titulo,
      prefixo: titulo.prefixo,
      parcela: titulo.parcela,
      nossoNumero: titulo.nossoNumero,
    };
    const padrao = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/padrao',
      headers: bearer(token),
      payload: { pedidoId: pedido.id, descricao: nome },
    });
    expect(padrao.statusCode, padrao.body).toBe(201);
    side.padrao = { id: padrao.json().id };
    // A stored quote of the client (its content does not matter to the owner check).
    const [orcamento] = await db
      .insert(s.orcamentos)
      .values({
        clienteId: cli.id,
        unidadeId: unidade.id,
        emissao: t.clock.now,
        validoAte: today,
        total: 10,
        pesoTotal: 1,
        qtdItens: 0,
        clienteCodigo: cli.codigo,
        clienteLoja: cli.loja,
        clienteRazao: cli.razao,
        clienteCgc: cli.cgc,
        unidadeDescricao: unidade.descricao,
        marcaNome: 'Portal B2B',
        marcaRazaoSocial: 'Portal B2B',
      })
      .returning();
    side.orcamento = { id: orcamento.id };
  }
  const [ownContato] = await db
    .select()
    .from(s.crmContatos)
    .where(eq(s.crmContatos.entidadeId, main.id))
    .orderBy(asc(s.crmContatos.id))
    .limit(1);
  own.contato = { id: ownContato.id };
  const [foreignContato] = await db
    .insert(s.crmContatos)
    .values({
      entidadeId: other.id,
      setor: '000000002',
      nome: 'CONTATO DE OUTRO DONO',
      email: 'outro.dono@silva.com.br',
      telefone: '1133224455',
      status: 'L',
      codigo: 'C9998',
    })
    .returning();
  foreign.contato = { id: foreignContato.id };
  foreignMarks = [
    other.razao,
    other.cgc!,
    foreign.nota.chave,
    `"${foreign.pedido.ref}"`,
    'CONTATO DE OUTRO DONO',
    'outro.dono@silva.com.br',
    'PADRAO DE OUTRO DONO',
    multi.email,
    multi.nome,
    ...(foreign.titulo.nossoNumero ? [foreign.titulo.nossoNumero] : []),
  ];
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '1000', WEB_DIST: webDist } });
  limited = await buildApp({
    config: loadConfig({
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      LOGIN_RATE_LIMIT: String(LIMITS.LOGIN_RATE_LIMIT),
      PUBLIC_RATE_LIMIT: String(LIMITS.PUBLIC_RATE_LIMIT),
    }),
    database: t.database,
    clock: () => t.clock.now,
    logger: false,
  });
  await limited.ready();
  for (const [role, email] of Object.entries(ROLE_ACCOUNTS)) {
    if (!email) continue;
    const { token, id } = await tokenFor(t.app, email);
    const [u] = await t.database.db
      .select({ cpf: s.usuarios.cpf })
      .from(s.usuarios)
      .where(eq(s.usuarios.id, id));
    tokens[role as Role] = token;
    callers[role as Role] = { role: role as Role, token, id, cpf: u.cpf ?? '' };
  }
  await loadFixtures();
});
afterAll(async () => {
  await limited?.close();
  await t?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

// ------------------------------------------------------------------ the route table with its schemas

interface Param {
  in: 'path' | 'query' | 'body';
  name: string;
  type?: string;
  required: boolean;
  maxLength?: number;
}
interface RouteInfo {
  method: string;
  url: string;
  auth: 'public' | 'authenticated' | readonly Role[];
  params: Param[];
  /** The JSON body is an object (its properties are in params), an array, or there is none. */
  body: 'object' | 'array' | 'none';
  /** The 200/201 answer is a list (an array, or a page, a statement or a consultation with its rows). */
  list: boolean;
}

type JsonSchema = {
  type?: string;
  maxLength?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
const typeOf = (sch: JsonSchema | undefined): string | undefined =>
  sch?.type ?? sch?.anyOf?.find((x) => x.type && x.type !== 'null')?.type;
const maxOf = (sch: JsonSchema | undefined): number | undefined =>
  sch?.maxLength ?? sch?.anyOf?.find((x) => x.maxLength)?.maxLength;

const LIST_PROPERTY = /^(items|itens|rows|tableRowsData)$/;
let routesCache: RouteInfo[] | null = null;
/** Every /api route of the route table with its parameters, read from the OpenAPI document the app serves. */
function routes(): RouteInfo[] {
  if (routesCache) return routesCache;
  const doc = (
    t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
  ).swagger();
  routesCache = t.app.routeTable.map((r) => {
    const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
    if (!op) throw new Error(`rota fora do documento OpenAPI: ${r.method} ${r.url}`);
    const params: Param[] = (op.parameters ?? [])
      .filter((p) => p.in === 'path' || p.in === 'query')
      .map((p) => ({
        in: p.in as 'path' | 'query',
        name: p.name,
        type: typeOf(p.schema),
        required: !!p.required || p.in === 'path',
        maxLength: maxOf(p.schema),
      }));
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    const bodyType = typeOf(bodySchema);
    for (const [name, sch] of Object.entries(bodySchema?.properties ?? {}))
      params.push({
        in: 'body',
        name,
        type: typeOf(sch),
        required: !!bodySchema?.required?.includes(name),
        maxLength: maxOf(sch),
      });
    const ok = op.responses?.['200'] ?? op.responses?.['201'];
    const answer = ok?.content?.['application/json']?.schema;
    const list =
      typeOf(answer) === 'array' ||
      Object.entries(answer?.properties ?? {}).some(
        ([name, x]) => LIST_PROPERTY.test(name) && typeOf(x) === 'array',
      );
    return { ...r, params, body: !bodySchema ? 'none' : bodyType === 'array' ? 'array' : 'object', list };
  });
  return routesCache;
}

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');
const protectedRoutes = () => t.app.routeTable.filter((r) => r.auth !== 'public');
const allows = (r: { auth: RouteInfo['auth'] }, role: Role) =>
  r.auth === 'authenticated' || (Array.isArray(r.auth) && r.auth.includes(role));

function expectErrorShape(body: unknown, status: number) {
  expect(body).toMatchObject({ status, message: expect.any(String) });
}

// ------------------------------------------------------------------ security headers on every response

/** Headers every answer carries, whatever its kind (JSON, error, document, image, page, asset). */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp, `${what}: Content-Security-Policy`).not.toBe('');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
  expect(["'self'", "'none'"], `${what}: default-src`).toContain(
    (directives.get('default-src') ?? []).join(' '),
  );
  expect(csp, `${what}: CSP`).not.toContain("'unsafe-eval'");
  expect(directives.get('script-src') ?? [], `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src') ?? [], `${what}: script-src`).not.toContain('*');
  const framing =
    (directives.get('frame-ancestors') ?? []).join(' ') === "'none'" ||
    String(h['x-frame-options']).toUpperCase() === 'DENY';
  expect(framing, `${what}: frame-ancestors 'none' or X-Frame-Options DENY (${csp})`).toBe(true);
  expect(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(h['strict-transport-security'], `${what}: Strict-Transport-Security`).toMatch(/max-age=\d{7,}/);
  expect(h['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

/** app.inject that also checks the security headers of the answer. */
async function inject(opts: InjectOptions, app: FastifyInstance = t.app): Promise<LightMyRequestResponse> {
  const res = await app.inject(opts);
  expectSecurityHeaders(res, `${opts.method ?? 'GET'} ${opts.url} -> ${res.statusCode}`);
  return res;
}

// ------------------------------------------------------------------ requests built from the schemas

type Ref = readonly [Kind, string];
type RefRule = Ref | null | ((p: Param, url: string) => Ref | null | undefined);
/**
 * What an id-like parameter names, by `name`, `url name` or `METHOD url name`: an object kind and
 * its key, or null for data nobody owns (units, products, event types) or values the route ignores.
 */
const REFS: Record<string, RefRule> = {
  clienteId: ['cliente', 'id'],
  cli: ['cliente', 'id'],
  entidadeId: ['cliente', 'id'],
  cliente: (p) => (p.type === 'integer' ? ['cliente', 'id'] : ['cliente', 'codigo']),
  cgc: ['cliente', 'cgc'],
  cnpj: ['cliente', 'cgc'],
  codigo: ['cliente', 'codigo'],
  loja: ['cliente', 'loja'],
  formFilterCliente: ['cliente', 'razao'],
  usuarioId: ['usuario', 'id'],
  usr: ['usuario', 'id'],
  user: ['usuario', 'id'],
  pedidoId: ['pedido', 'id'],
  ref: ['pedido', 'ref'],
  formFilterPedido: ['pedido', 'ref'],
  titulo: ['titulo', 'titulo'],
  numBol: ['titulo', 'titulo'],
  prefixo: ['titulo', 'prefixo'],
  parcela: ['titulo', 'parcela'],
  doc: ['nota', 'doc'],
  serie: ['nota', 'serie'],
  chave: ['nota', 'chave'],
  id: (p, url) => {
    if (p.in === 'body') return null; // the path names the object; a body id is ignored
    if (url.startsWith('/api/pedidos/padrao')) return ['padrao', 'id'];
    if (url.startsWith('/api/orcamentos/')) return ['orcamento', 'id'];
    if (url.startsWith('/api/pedidos/')) return ['pedido', 'id'];
    if (url.startsWith('/api/crm/contatos/')) return ['contato', 'id'];
    if (url.startsWith('/api/usuarios/')) return ['usuario', 'id'];
    if (url === '/api/clientes/pagamentos') return ['cliente', 'id'];
    // A notification is the caller's own: another user's id answers 404 (notificacoes.test.ts).
    if (url.startsWith('/api/notificacoes/')) return null;
    return undefined;
  },
  // The seller's own CPF (403 when another's).
  '/api/sync/padrao/vendedor/clientes cgc': ['usuario', 'cpf'],
  '/api/vendedor/consultas/pedidos cgc': ['usuario', 'cpf'],
  // An update keeps the contact's customer; the contact's own CPF; its code is given by the portal.
  'PUT /api/crm/contatos/:id entidadeId': null,
  '/api/crm/contatos cgc': null,
  '/api/crm/contatos/:id cgc': null,
  '/api/crm/contatos codigo': null,
  '/api/crm/contatos/:id codigo': null,
  // Units, categories and event types belong to nobody; delivery customers serve every customer.
  unidadeId: null,
  filialId: null,
  fil: null,
  filial: null,
  emp: null,
  empresa: null,
  codigoEmpresa: null,
  codigoFilial: null,
  formFilterUnidade: null,
  categoriaId: null,
  eventosTiposId: null,
  statusId: null,
  formFilterStatus: null,
  clienteEntregaCodigo: null,
  clienteEntregaLoja: null,
  clienteEntregaCgc: null,
  // Set by the server from the caller.
  vendedorCodigo: null,
  // The count is the client's at the unit; a user id is ignored.
  '/api/pedidos/status/soma/utimos/:dias usuarioId': null,
  // The approval link's token (the form answers ADMIN and AUDITOR only).
  apro: null,
};
/** Names that look like an object reference: each must have a REFS rule. */
const ID_LIKE =
  /^(id|cli|usr|user|cliente|cgc|cnpj|cpf|codigo|loja|ref|doc|serie|numBol|prefixo|parcela|titulo|chave|apro|emp|fil|empresa|filial)$|(Id|Codigo|Loja|Cgc|Cliente|Pedido|Unidade|Empresa|Filial)$/;

/** The object a parameter names; null when it names nothing owned; undefined when nobody said. */
function refOf(r: RouteInfo, p: Param): Ref | null | undefined {
  const key = [`${r.method} ${r.url} ${p.name}`, `${r.url} ${p.name}`, p.name].find((k) =>
    Object.hasOwn(REFS, k),
  );
  if (key === undefined) return ID_LIKE.test(p.name) ? undefined : null;
  const rule = REFS[key];
  return typeof rule === 'function' ? rule(p, r.url) : rule;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
/** Values of the parameters that name nothing owned, when a route requires them. */
function plainValue(p: Param, url: string): unknown {
  switch (p.name) {
    case 'emp':
    case 'empresa':
    case 'codigoEmpresa':
      return unidade.empresaCod;
    case 'fil':
    case 'filial':
    case 'codigoFilial':
      return p.type === 'integer' ? unidade.id : unidade.filialCod;
    case 'unidadeId':
    case 'filialId':
      return unidade.id;
    case 'id':
      return url.startsWith('/api/filial/') ? unidade.id : undefined;
    case 'dtini':
      return ymd(new Date(t.clock.now.getTime() - 360 * 86_400_000));
    case 'dtfim':
      return ymd(t.clock.now);
    case 'dias':
      return 30;
    case 'apro':
      return 'x'.repeat(43);
    default:
      return undefined;
  }
}

const brDate = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
/** Other values some routes need for the object check to be reached (bodies, and a period). */
const BASE: Record<string, () => { query?: Record<string, string>; body?: unknown }> = {
  'POST /api/eventos': () => ({ body: { eventosTiposId: 1 } }),
  'POST /api/eventos/posicao': () => ({ body: { geoLat: -23.55, geoLon: -46.63 } }),
  'POST /api/pedidos/padrao': () => ({ body: { descricao: 'PADRAO DE TESTE' } }),
  'POST /api/crm/contatos': () => ({ body: contatoBody() }),
  'PUT /api/crm/contatos/:id': () => ({ body: contatoBody() }),
  'POST /api/sync/padrao/vendedor/clientes': () => ({ body: [] }),
  'POST /api/vendedor/consultas/pedidos': () => ({ body: {} }),
  'POST /api/pedidos': () => ({ body: structuredClone(cart) }),
  'POST /api/pedido-rapido/verificar': () => ({ body: { linhas: [{ sku: 'CIM00001', quantidade: 10 }] } }),
  'POST /api/pedido-rapido/planilha': () => ({
    body: { nome: 'lista.csv', arquivo: Buffer.from('Código;Quantidade\nCIM00001;10\n').toString('base64') },
  }),
  'POST /api/orcamentos': () => ({ body: structuredClone(cart) }),
  'POST /api/orcamentos/:id/email': () => ({ body: { email: 'seguranca@exemplo.com.br' } }),
  'GET /api/relatorios/extratoFinanceiro': () => ({
    query: { dtIni: brDate(new Date(t.clock.now.getTime() - 360 * 86_400_000)), dtFin: brDate(t.clock.now) },
  }),
  'GET /api/relatorios/extratoFinanceiro/resumo': () => ({
    query: { dtIni: brDate(new Date(t.clock.now.getTime() - 360 * 86_400_000)), dtFin: brDate(t.clock.now) },
  }),
};
const contatoBody = () => ({
  setor: '000000002',
  tipo: 'CLIENTE',
  cgc: '52998224725',
  nome: 'CONTATO DE TESTE',
  email: 'teste@alicerce.com.br',
  telefone: '11912345678',
  niver: '1985-04-12',
  contatoPrincipal: false,
  recebeEmail: true,
  recebeWhatsapp: true,
  status: 'P',
});
let cart: Record<string, unknown>;
async function loadCart() {
  const db = t.database.db;
  const [cif] = await db
    .select()
    .from(s.tabelasPreco)
    .where(and(eq(s.tabelasPreco.unidadeId, unidade.id), eq(s.tabelasPreco.sku, 'CIF')));
  const [cond] = await db
    .select({ c: s.pagamentoCondicoes, f: s.pagamentoFormas })
    .from(s.pagamentoCondicoes)
    .innerJoin(s.pagamentoFormas, eq(s.pagamentoFormas.id, s.pagamentoCondicoes.pgtoFormaId))
    .where(eq(s.pagamentoCondicoes.sku, '028'));
  const [prod] = await db.select().from(s.produtos).orderBy(asc(s.produtos.id)).limit(1);
  cart = {
    total: 1,
    unidadeId: unidade.id,
    obsnf: '',
    clienteEntregaCodigo: '',
    clienteEntregaLoja: '',
    clienteEntregaCgc: '',
    clienteEntregaDescricao: '',
    pedidoPadrao: false,
    pedidoPadraoDescricao: '',
    itens: [
      {
        isObra: false,
        obraId: null,
        produtoId: prod.id,
        produtoSku: prod.sku,
        produtoQuant: prod.quantMin * 2,
        produtoPesoUnit: prod.peso,
        produtoValorUnit: 1,
        produtoValorTotal: 1,
        modalidadeId: cif.id,
        modalidadeSku: 'CIF',
        pagamentoFormaId: cond.f.id,
        pagamentoFormaSku: cond.f.sku,
        pagamentoCondicaoId: cond.c.id,
        pagamentoCondicaoSku: cond.c.sku,
        motoristaSku: null,
        veiculoPlaca: null,
        dataEmbarque: null,
      },
    ],
  };
}

function refValue([kind, key]: Ref, side: 'own' | 'foreign', caller: Caller): unknown {
  if (kind === 'usuario') return (side === 'own' ? caller : foreignUser)[key as 'id' | 'cpf'];
  return (side === 'own' ? own : foreign)[kind][key as never];
}

let keySeq = 0;
/**
 * A request to the route as `caller`: object references name the caller's own objects, except those
 * of kind `other`, which name the other owner's; required plain parameters get valid values.
 */
function buildRequest(
  r: RouteInfo,
  caller: Caller,
  other: Kind | null,
  extra: Record<string, unknown> = {},
): InjectOptions {
  let url = r.url;
  const base = BASE[`${r.method} ${r.url}`]?.() ?? {};
  const query: Record<string, string> = { ...base.query };
  const body: Record<string, unknown> | undefined =
    r.body === 'object' ? ((base.body as Record<string, unknown>) ?? {}) : undefined;
  for (const p of r.params) {
    let v: unknown;
    if (p.name in extra) v = extra[p.name];
    else {
      const ref = refOf(r, p);
      if (ref) v = refValue(ref, ref[0] === other ? 'foreign' : 'own', caller);
      else if ((p.in === 'body' && body && p.name in body) || (p.in === 'query' && p.name in query)) continue;
      else if (p.required) v = plainValue(p, r.url);
      else continue;
    }
    // A query value left out takes the schema's default; the control request shows it is enough.
    if (v === undefined && p.in === 'query') continue;
    if (v === undefined) throw new Error(`sem valor para ${p.in} ${p.name} de ${r.method} ${r.url}`);
    if (p.in === 'path') url = url.replace(`:${p.name}`, encodeURIComponent(String(v)));
    else if (p.in === 'query') query[p.name] = String(v);
    else if (body) body[p.name] = v;
  }
  return {
    method: r.method as 'GET',
    url,
    query,
    headers: {
      ...bearer(caller.token),
      ...(r.method === 'POST' ? { 'idempotency-key': `seguranca-${process.pid}-${++keySeq}` } : {}),
    },
    ...(r.body === 'none' ? {} : { payload: (body ?? base.body ?? null) as object }),
  };
}

/** Routes a customer or a seller may call, with the callers that may call each. */
function buyerRoutes() {
  return routes()
    .filter((r) => r.auth !== 'public')
    .map((r) => ({
      r,
      who: (['ROLE_CLIENTE', 'ROLE_VENDEDOR'] as const)
        .filter((role) => allows(r, role))
        .map((role) => callers[role]!),
    }))
    .filter(({ who }) => who.length > 0);
}

const kindsOf = (r: RouteInfo) => [
  ...new Set(
    r.params
      .map((p) => refOf(r, p))
      .filter((x): x is Ref => !!x)
      .map(([k]) => k),
  ),
];

function expectNoForeignData(res: LightMyRequestResponse, sent: InjectOptions, what: string) {
  const text = res.body;
  const request = JSON.stringify([sent.url, sent.query, sent.payload]);
  for (const mark of foreignMarks) {
    if (request.includes(mark.replace(/^"|"$/g, ''))) continue; // echoing what the caller sent reveals nothing
    expect(text.includes(mark), `${what} devolveu "${mark}" do outro dono: ${text.slice(0, 300)}`).toBe(
      false,
    );
  }
}

/** Free-text search and filter fields of the routes that answer lists. */
const SEARCH_FIELD = /^(q|search|busca|filtro|filter|nome|texto|termo|formFilterCliente|formFilterPedido)$/;
const searchFields = (r: RouteInfo) =>
  r.list ? r.params.filter((p) => SEARCH_FIELD.test(p.name) && p.type === 'string' && p.in !== 'path') : [];

// ------------------------------------------------------------------ tests

describe('authorization matrix', () => {
  it('every /api route declares its access rule, is documented and there are protected routes', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5);
    expect(protectedRoutes().length).toBeGreaterThan(3);
    expect(routes()).toHaveLength(t.app.routeTable.length);
  });

  it('no token -> 401 on every protected route', async () => {
    for (const r of protectedRoutes()) {
      const res = await inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expectErrorShape(res.json(), 401);
    }
  });

  it('tampered, foreign-key and expired tokens -> 401 with code 9002 on every protected route', async () => {
    const good = tokens.ROLE_GESTOR!;
    const tampered = good.slice(0, -4) + (good.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const foreignKey = await new SignJWT({ roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('00000000-0000-0000-0000-000000000000')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    for (const r of protectedRoutes()) {
      for (const token of [tampered, foreignKey, expired, 'not-a-jwt']) {
        const res = await inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: bearer(token),
          payload: r.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.json().code, `${r.method} ${r.url}`).toBe(9002);
      }
    }
  });

  it('a real session past its lifetime -> 401 with code 9002 on every protected route', async () => {
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.admin);
    // Used once while valid: its checked signature is remembered, and the expiry still applies.
    const inTime = await inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
    expect(inTime.statusCode).toBe(200);
    const before = t.clock.now;
    t.clock.advance(t.app.ctx.config.JWT_TTL_MINUTES * 60_000 + 60_000);
    try {
      for (const r of protectedRoutes()) {
        const res = await inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: bearer(token),
          payload: r.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.json().code, `${r.method} ${r.url}`).toBe(9002);
      }
    } finally {
      t.clock.now = before;
    }
  });

  it('a token past its own expiry is refused even after it was accepted, while its session is still open', async () => {
    const { token: real, id } = await tokenFor(t.app, DEMO_ACCOUNTS.admin);
    const jti = JSON.parse(Buffer.from(real.split('.')[1], 'base64url').toString()).jti as string;
    const nowS = Math.floor(t.clock.now.getTime() / 1000);
    // Same session, signed with the portal's key, but expiring in 60 s (the session lasts the TTL).
    const short = await new SignJWT({ roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setJti(jti)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const session = () => inject({ method: 'GET', url: '/api/auth/session', headers: bearer(short) });
    expect((await session()).statusCode).toBe(200);
    const before = t.clock.now;
    t.clock.advance(61_000);
    try {
      const res = await session();
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(9002);
      // The session itself is still open: the real token goes on working.
      expect(
        (await inject({ method: 'GET', url: '/api/auth/session', headers: bearer(real) })).statusCode,
      ).toBe(200);
    } finally {
      t.clock.now = before;
    }
  });

  it("each role outside a route's list -> 403", async () => {
    for (const r of protectedRoutes()) {
      if (!Array.isArray(r.auth)) continue;
      for (const [role, token] of Object.entries(tokens)) {
        if (r.auth.includes(role as Role)) continue;
        const res = await inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: bearer(token!),
          payload: r.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
        expectErrorShape(res.json(), 403);
      }
    }
  });
});

describe("another owner's ids", () => {
  it('every id-like parameter a customer or a seller can send names a known kind of object', () => {
    const unmapped = buyerRoutes().flatMap(({ r }) =>
      r.params.filter((p) => refOf(r, p) === undefined).map((p) => `${r.method} ${r.url} ${p.in}:${p.name}`),
    );
    expect(unmapped, 'acrescente a REFS o que cada parâmetro identifica').toEqual([]);
  });

  it("answers 403/404 with nothing of the other owner's, on every route and for every id, to a customer and a seller", async () => {
    await loadCart();
    const tested = new Set<Kind>();
    const failures: string[] = [];
    for (const { r, who } of buyerRoutes()) {
      const kinds = kindsOf(r);
      if (kinds.length === 0) continue;
      for (const caller of who) {
        for (const kind of kinds) {
          tested.add(kind);
          const req = buildRequest(r, caller, kind);
          const what = `${caller.role} ${r.method} ${r.url} com ${kind} de outro dono`;
          const res = await inject(req);
          expectNoForeignData(res, req, what);
          // In a list, another owner's id in an optional filter may simply find nothing.
          const mayFilter = r.list && r.params.every((p) => refOf(r, p)?.[0] !== kind || !p.required);
          if (mayFilter && res.statusCode < 300) continue;
          if (res.statusCode !== 403 && res.statusCode !== 404)
            failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else expectErrorShape(res.json(), res.statusCode);
        }
        // The same request with the caller's own objects succeeds, so the refusals above are about ownership.
        if (r.method === 'DELETE' || r.url.includes('/cancelar/')) continue;
        const mine = await inject(buildRequest(r, caller, null));
        const expected = r.url === '/api/clientes/aprovacoes/form' ? 403 : undefined; // the form is for ADMIN and AUDITOR
        if (expected ? mine.statusCode !== expected : mine.statusCode >= 300)
          failures.push(
            `${caller.role} ${r.method} ${r.url} com os próprios objetos: ${mine.statusCode} ${mine.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect([...tested].sort()).toEqual([
      'cliente',
      'contato',
      'nota',
      'orcamento',
      'padrao',
      'pedido',
      'titulo',
      'usuario',
    ]);
  });

  it("a search never finds the other owner's data", async () => {
    for (const { r, who } of buyerRoutes()) {
      const fields = searchFields(r);
      for (const caller of who) {
        for (const p of fields) {
          for (const needle of [
            foreign.cliente.razao,
            foreign.cliente.cgc,
            foreign.cliente.codigo,
            'OUTRO DONO',
          ]) {
            const req = buildRequest(r, caller, null, { [p.name]: needle.slice(0, p.maxLength) });
            const res = await inject(req);
            expect(
              res.statusCode,
              `${caller.role} ${r.method} ${r.url} ${p.name}=${needle}: ${res.body.slice(0, 200)}`,
            ).toBeLessThan(300);
            // The needle itself may be echoed (the filter's value); any other mark of the other owner may not.
            expectNoForeignData(res, req, `${caller.role} ${r.method} ${r.url} ${p.name}=${needle}`);
          }
        }
      }
    }
  });

  it("the other owner's objects are unchanged", async () => {
    const db = t.database.db;
    const [contato] = await db.select().from(s.crmContatos).where(eq(s.crmContatos.id, foreign.contato.id));
    expect(contato).toMatchObject({ nome: 'CONTATO DE OUTRO DONO', entidadeId: foreign.cliente.id });
    const [mine] = await db.select().from(s.crmContatos).where(eq(s.crmContatos.id, own.contato.id));
    expect(mine.entidadeId).toBe(own.cliente.id);
    const [padrao] = await db.select().from(s.pedidosPadrao).where(eq(s.pedidosPadrao.id, foreign.padrao.id));
    expect(padrao).toMatchObject({ descricao: 'PADRAO DE OUTRO DONO', clienteId: foreign.cliente.id });
    const [pedido] = await db.select().from(s.pedidos).where(eq(s.pedidos.id, foreign.pedido.id));
    expect(pedido.statusId).toBe(foreign.pedido.statusId);
    const [{ n }] = await db
      .select({ n: count() })
      .from(s.pedidos)
      .where(eq(s.pedidos.clienteId, foreign.cliente.id));
    expect(n).toBeGreaterThan(0);
  });
});

describe('bad inputs never give 5xx', () => {
  it('random JSON bodies and query values on every route, for a customer and a manager', async () => {
    // logout would end the sessions the other cases use
    const writable = t.app.routeTable.filter(
      (r) => r.method !== 'GET' && !['/api/login', '/api/logout'].includes(r.url),
    );
    for (const r of writable) {
      await fc.assert(
        fc.asyncProperty(
          fc.anything({ maxDepth: 2 }),
          fc.constantFrom(tokens.ROLE_CLIENTE!, tokens.ROLE_GESTOR!),
          async (body, token) => {
            const res = await inject({
              method: r.method as 'POST',
              url: concrete(r.url),
              headers: {
                ...bearer(token),
                'content-type': 'application/json',
                'idempotency-key': 'fc-' + Math.random(),
              },
              payload: JSON.stringify(body ?? null),
            });
            expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(body)}`).toBeLessThan(500);
            if (res.statusCode >= 400) expectErrorShape(res.json(), res.statusCode);
          },
        ),
        { numRuns: 15 },
      );
    }
    const readable = t.app.routeTable.filter((r) => r.method === 'GET' && !r.url.startsWith('/api/captcha'));
    const nasty = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "' OR 1=1 --",
        '<script>alert(1)</script>',
        '%',
        '\\',
        '9'.repeat(40),
        '-1',
        '2026-13-45',
      ),
    );
    for (const r of readable) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(
              'q',
              'search',
              'id',
              'cgc',
              'empresa',
              'filial',
              'dtini',
              'dtfim',
              'page',
              'status',
            ),
            nasty,
          ),
          async (query) => {
            const res = await inject({
              method: 'GET',
              url: concrete(r.url),
              query,
              headers: bearer(tokens.ROLE_GESTOR!),
            });
            expect(res.statusCode, `${r.url} ${JSON.stringify(query)}`).toBeLessThan(500);
          },
        ),
        { numRuns: 10 },
      );
    }
  });

  it('ids past 2^31-1 and amounts past numeric(15,2) answer 400 in the error shape', async () => {
    if (!cart) await loadCart();
    const cases: InjectOptions[] = [
      { method: 'GET', url: `/api/produtos/${MAX_INT + 1}/imagem` },
      { method: 'GET', url: `/api/pedidos/${MAX_INT + 1}`, headers: bearer(tokens.ROLE_CLIENTE!) },
      { method: 'GET', url: `/api/pedidos/padrao/${MAX_INT + 1}`, headers: bearer(tokens.ROLE_CLIENTE!) },
      {
        method: 'POST',
        url: '/api/pedidos/filtro/grid',
        headers: bearer(tokens.ROLE_CLIENTE!),
        payload: { clienteId: MAX_INT + 1, unidadeId: unidade.id },
      },
      {
        method: 'GET',
        url: '/api/boletos/listarBoletosCliente',
        headers: bearer(tokens.ROLE_CLIENTE!),
        query: {
          cgc: own.cliente.cgc,
          empresa: unidade.empresaCod,
          filial: unidade.filialCod,
          dtini: ymd(t.clock.now),
          dtfim: ymd(t.clock.now),
          valor: '1e14',
        },
      },
      {
        method: 'POST',
        url: '/api/pedidos',
        headers: { ...bearer(tokens.ROLE_VENDEDOR!), 'idempotency-key': `fora-${process.pid}-preco` },
        payload: {
          ...cart,
          clienteId: own.cliente.id,
          itens: [{ ...(cart.itens as object[])[0], produtoValorUnit: 10_000_000_000_000 }],
        },
      },
    ];
    for (const c of cases) {
      const res = await inject(c);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });

  it('numbers out of range (ids past 2^31-1, amounts past numeric(15,2)) in every numeric path, query and body field, nested too: never 5xx', async () => {
    if (!cart) await loadCart();
    const outOfRange = fc.oneof(
      fc.integer({ min: MAX_INT + 1, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -MAX_INT - 2 }),
      fc.constantFrom(
        MAX_INT + 1,
        -MAX_INT - 2,
        1e13,
        10_000_000_000_000.5,
        1e15,
        2 ** 53,
        1e21,
        1e300,
        -1e300,
      ),
      fc.double({ min: 1e10, max: 1e300, noNaN: true, noDefaultInfinity: true }),
    );
    const order = ['ROLE_CLIENTE', 'ROLE_VENDEDOR', 'ROLE_ADMIN', 'ROLE_GESTOR', 'ROLE_AUDITOR'] as const;
    // logout would end the sessions the other cases use; login and captcha have no numbers to send
    const targets = routes().filter((r) => !['/api/login', '/api/logout'].includes(r.url));
    let tried = 0;
    for (const r of targets) {
      const role = r.auth === 'public' ? 'ROLE_CLIENTE' : order.find((x) => allows(r, x));
      if (!role) continue;
      const caller = callers[role]!;
      let base: InjectOptions;
      try {
        base = buildRequest(r, caller, null);
      } catch {
        // A route whose required values the fixtures do not give (a reset token): its schema alone.
        base = {
          method: r.method as 'GET',
          url: concrete(r.url),
          query: {},
          headers: bearer(caller.token),
          ...(r.body === 'none' ? {} : { payload: r.body === 'array' ? [] : {} }),
        };
      }
      if (r.auth === 'public') base.headers = {};
      const numeric = (p: Param) => p.type === 'integer' || p.type === 'number';
      // Where a number can go: path and query parameters, and every number of the body, nested
      // (the cart's lines), plus the body's numeric fields the base request left out.
      const slots: (string | number)[][] = [
        ...r.params.filter((p) => p.in !== 'body' && numeric(p)).map((p) => [p.in, p.name]),
        ...r.params
          .filter((p) => p.in === 'body' && numeric(p))
          .filter((p) => !(base.payload && p.name in (base.payload as object)))
          .map((p) => ['body', p.name]),
      ];
      const walk = (v: unknown, at: (string | number)[]) => {
        if (typeof v === 'number') slots.push(['body', ...at]);
        else if (v && typeof v === 'object')
          for (const [k, x] of Object.entries(v)) walk(x, [...at, Array.isArray(v) ? Number(k) : k]);
      };
      walk(base.payload, []);
      if (slots.length === 0) continue;
      const send = async (slot: (string | number)[], value: number) => {
        const req: InjectOptions = structuredClone(base);
        const [where, ...at] = slot;
        if (where === 'path') {
          const segs = r.url.split('/');
          const i = segs.indexOf(`:${at[0]}`);
          const sent = (base.url as string).split('/');
          sent[i] = encodeURIComponent(String(value));
          req.url = sent.join('/');
        } else if (where === 'query') {
          req.query = { ...(req.query as Record<string, string>), [at[0]]: String(value) };
        } else {
          let o = req.payload as Record<string | number, unknown>;
          for (const k of at.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
          o[at[at.length - 1]] = value;
        }
        if (r.method === 'POST')
          req.headers = { ...req.headers, 'idempotency-key': `fora-${process.pid}-${++keySeq}` };
        const res = await inject(req);
        tried++;
        const what = `${r.method} ${r.url} ${slot.join('.')}=${value} as ${role}`;
        expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectErrorShape(res.json(), res.statusCode);
      };
      // Every slot once at the first id past the column (2^31), then random values anywhere.
      for (const slot of slots) await send(slot, MAX_INT + 1);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...slots), outOfRange, async (slot, value) => send(slot, value)),
        { numRuns: 8 },
      );
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('a non-JSON body is refused in the error shape', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/eventos',
      headers: { ...bearer(tokens.ROLE_CLIENTE!), 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode, res.body).toBe(400);
    expectErrorShape(res.json(), 400);
    const xml = await inject({
      method: 'POST',
      url: '/api/eventos',
      headers: { ...bearer(tokens.ROLE_CLIENTE!), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expectErrorShape(xml.json(), 415);
  });
});

const INJECTIONS = [
  "' or 1=1 --",
  "%' ; drop table produtos; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\\',
  '%_',
  'x'.repeat(2048),
  'ação ÇÃO ñ 漢字 😀 \u202e',
  '\u0000',
];

describe('SQL injection and HTML in every search field', () => {
  it('every search and filter text field, as the roles allowed on the route: a normal answer, never 5xx', async () => {
    const db = t.database.db;
    const countAll = async () =>
      Promise.all(
        [s.produtos, s.usuarios, s.clientes, s.pedidos, s.crmContatos].map(
          async (table) => (await db.select({ n: count() }).from(table))[0].n,
        ),
      );
    const before = await countAll();
    const failures: string[] = [];
    let fields = 0;
    for (const r of routes()) {
      if (r.auth === 'public') continue;
      const searchable = searchFields(r);
      if (searchable.length === 0) continue;
      // A customer and a seller (their own scope), and one manager (managers share theirs).
      const manager = (['ROLE_GESTOR', 'ROLE_ADMIN', 'ROLE_AUDITOR'] as const).find((role) =>
        allows(r, role),
      );
      const roles = [
        ...(['ROLE_CLIENTE', 'ROLE_VENDEDOR'] as const).filter((role) => allows(r, role)),
        ...(manager ? [manager] : []),
      ];
      expect(roles.length, `${r.method} ${r.url}`).toBeGreaterThan(0);
      for (const role of roles) {
        for (const p of searchable) {
          fields++;
          for (const value of INJECTIONS) {
            const res = await inject(buildRequest(r, callers[role]!, null, { [p.name]: value }));
            const what = `${role} ${r.method} ${r.url} ${p.name}=${JSON.stringify(value.slice(0, 40))}`;
            const tooLong = p.maxLength !== undefined && value.length > p.maxLength;
            if (res.statusCode < 300 && !tooLong) {
              expect(res.headers['content-type'], what).toMatch(/^application\/json/);
              continue;
            }
            const body =
              res.statusCode === 400
                ? (res.json() as { status: number; message?: string; fields?: Record<string, string> })
                : null;
            // A too long value is refused as an error of its field; a NUL character (text the database
            // cannot hold) as an invalid request.
            if (tooLong && body?.message === MSG.invalidRequest && body.fields?.[p.name]) continue;
            if (value === '\u0000' && body?.message === MSG.invalidRequest) continue;
            failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(fields).toBeGreaterThan(10);
    expect(await countAll()).toEqual(before);
  });
});

describe('brute force', () => {
  /** Public routes that take a password, a captcha, a token, an e-mail or a tax id: each is rate-limited. */
  const guarded = () =>
    routes().filter(
      (r) =>
        r.auth === 'public' && r.params.some((p) => /^(senha|captcha|token|email|cgc|cpf)$/.test(p.name)),
    );
  const limitOf = (r: RouteInfo) =>
    r.url === '/api/login' ? LIMITS.LOGIN_RATE_LIMIT : LIMITS.PUBLIC_RATE_LIMIT;

  it('login, recovery, reset, registration and the CNPJ lookup answer 429 beyond the limit, with Retry-After', async () => {
    expect(
      guarded()
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(
      [
        'GET /api/clientes/novo',
        'POST /api/clientes/novo',
        'POST /api/login',
        'POST /api/usuarios/forgot',
        'PUT /api/usuarios/newpsw',
      ].sort(),
    );
    for (const [i, r] of guarded().entries()) {
      const remoteAddress = `203.0.113.${10 + i}`;
      const attempt = () =>
        inject(
          {
            method: r.method as 'GET',
            url: r.url,
            remoteAddress,
            ...(r.method === 'GET' ? { query: { cgc: '11444777000161' } } : { payload: {} }),
          },
          limited,
        );
      const codes: number[] = [];
      for (let k = 0; k < limitOf(r); k++) codes.push((await attempt()).statusCode);
      expect(
        codes.filter((c) => c === 429),
        `${r.method} ${r.url}`,
      ).toEqual([]);
      const refused = await attempt();
      expect(refused.statusCode, `${r.method} ${r.url}`).toBe(429);
      expect(refused.json()).toEqual({ status: 429, message: MSG.tooManyRequests });
      expect(Number(refused.headers['retry-after']), `${r.method} ${r.url} Retry-After`).toBeGreaterThan(0);
      // another client is not affected
      const other = await inject(
        {
          method: r.method as 'GET',
          url: r.url,
          remoteAddress: '198.51.100.7',
          ...(r.method === 'GET' ? { query: { cgc: '11444777000161' } } : { payload: {} }),
        },
        limited,
      );
      expect(other.statusCode, `${r.method} ${r.url}`).not.toBe(429);
    }
  });

  it('a forged X-Forwarded-For does not buy more attempts', async () => {
    const codes: number[] = [];
    for (let k = 0; k <= LIMITS.LOGIN_RATE_LIMIT; k++) {
      const res = await inject(
        {
          method: 'POST',
          url: '/api/login',
          remoteAddress: '203.0.113.99',
          headers: { 'x-forwarded-for': `192.0.2.${k + 1}` },
          payload: {},
        },
        limited,
      );
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('captcha', () => {
  /** The public routes that take the ALTCHA solution, and the field that carries it. */
  const captchaRoutes = () =>
    routes()
      .filter((r) => r.auth === 'public' && r.params.some((p) => p.in === 'body' && p.name === 'captcha'))
      .map((r) => ({ r, field: 'captcha' }))
      .concat([{ r: routes().find((r) => r.url === '/api/usuarios/forgot')!, field: 'token' }]);
  const bodies: Record<string, Record<string, unknown>> = {
    '/api/login': { email: DEMO_ACCOUNTS.cliente, senha: DEMO_PASSWORD },
    '/api/usuarios/forgot': { email: 'ninguem@demo.com.br' },
    '/api/usuarios/newpsw': { id: 1, token: 'x'.repeat(43), senha: 'Nova@Senh4', resenha: 'Nova@Senh4' },
  };
  const send = (r: RouteInfo, field: string, captcha: string | undefined) =>
    inject({
      method: r.method as 'POST',
      url: r.url,
      payload: { ...bodies[r.url], ...(captcha === undefined ? {} : { [field]: captcha }) },
    });

  it('a missing, forged, tampered or expired solution is refused on every captcha route', async () => {
    expect(
      captchaRoutes()
        .map(({ r }) => r.url)
        .sort(),
    ).toEqual(Object.keys(bodies).sort());
    const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
    const solved = decode(await solveCaptcha(t.app));
    const key: string = solved.solution.derivedKey;
    const wrongKey = encode({
      ...solved,
      solution: { ...solved.solution, derivedKey: key.slice(0, -1) + (key.endsWith('0') ? '1' : '0') },
    });
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() - 11 * 60_000);
    const expired = await solveCaptcha(t.app).finally(() => (t.clock.now = before));
    const stale = decode(expired);
    const extended = encode({
      ...stale,
      challenge: {
        ...stale.challenge,
        parameters: { ...stale.challenge.parameters, expiresAt: Math.floor(Date.now() / 1000) + 600 },
      },
    });
    const cases = {
      missing: undefined,
      forged: encode({ challenge: {} }),
      garbage: 'x',
      'wrong key': wrongKey,
      expired,
      'expiry pushed forward': extended,
    };
    for (const { r, field } of captchaRoutes()) {
      for (const [name, captcha] of Object.entries(cases)) {
        const res = await send(r, field, captcha);
        expect(res.statusCode, `${r.url} ${name}`).toBe(400);
        expect(res.json(), `${r.url} ${name}`).toMatchObject({ status: 400, message: MSG.captchaInvalid });
      }
    }
  });

  it('a solution is accepted once: replayed on the same or another route it is refused', async () => {
    for (const { r, field } of captchaRoutes()) {
      const captcha = await solveCaptcha(t.app);
      const first = await send(r, field, captcha);
      expect(first.statusCode, `${r.url} ${first.body}`).toBeLessThan(500);
      expect(first.body ? first.json().message : '', r.url).not.toBe(MSG.captchaInvalid);
      for (const { r: again, field: againField } of captchaRoutes()) {
        const replay = await send(again, againField, captcha);
        expect(replay.statusCode, `${r.url} -> ${again.url}`).toBe(400);
        expect(replay.json(), `${r.url} -> ${again.url}`).toMatchObject({
          status: 400,
          message: MSG.captchaInvalid,
        });
      }
    }
  });
});

describe('security headers', () => {
  it('on every kind of answer: JSON, errors, unknown paths, documents, spreadsheets, images, the page and its assets', async () => {
    const cliente = callers.ROLE_CLIENTE!;
    const gestor = callers.ROLE_GESTOR!;
    const [imagem] = await t.database.db
      .select({ id: s.produtoImagens.produtoId })
      .from(s.produtoImagens)
      .limit(1);
    const dl = { user: String(cliente.id), emp: unidade.empresaCod, fil: unidade.filialCod };
    const samples: [string, InjectOptions, number, RegExp][] = [
      ['public JSON', { method: 'GET', url: '/api/health' }, 200, /json/],
      [
        'authenticated JSON',
        { method: 'GET', url: '/api/config', headers: bearer(cliente.token) },
        200,
        /json/,
      ],
      [
        '201',
        {
          method: 'POST',
          url: '/api/crm/contatos',
          headers: bearer(cliente.token),
          payload: contatoBody(),
        },
        201,
        /json/,
      ],
      [
        '400',
        { method: 'POST', url: '/api/eventos', headers: bearer(cliente.token), payload: {} },
        400,
        /json/,
      ],
      ['401', { method: 'GET', url: '/api/config' }, 401, /json/],
      ['403', { method: 'GET', url: '/api/parametros', headers: bearer(cliente.token) }, 403, /json/],
      [
        '404 object',
        { method: 'GET', url: `/api/pedidos/${foreign.pedido.id}`, headers: bearer(cliente.token) },
        404,
        /json/,
      ],
      ['404 API path', { method: 'GET', url: '/api/nada' }, 404, /json/],
      ['404 API path, other method', { method: 'DELETE', url: '/api/nada' }, 404, /json/],
      ['404 file', { method: 'GET', url: '/nada.png' }, 404, /json/],
      [
        'boleto PDF',
        {
          method: 'GET',
          url: '/api/boletos/geraBoletoCliente',
          query: {
            ...dl,
            numBol: own.titulo.titulo,
            prefixo: own.titulo.prefixo,
            parcela: own.titulo.parcela,
          },
          headers: bearer(cliente.token),
        },
        200,
        /pdf/,
      ],
      [
        'NF-e XML',
        {
          method: 'GET',
          url: '/api/nfe/geraXMLClinte',
          query: { ...dl, doc: own.nota.doc, serie: own.nota.serie },
          headers: bearer(cliente.token),
        },
        200,
        /xml/,
      ],
      [
        'DANFE PDF',
        {
          method: 'GET',
          url: '/api/nfe/geraDanfeSimplesClinte',
          query: { ...dl, doc: own.nota.doc, serie: own.nota.serie },
          headers: bearer(cliente.token),
        },
        200,
        /pdf/,
      ],
      [
        'order PDF',
        { method: 'GET', url: `/api/pedidos/${own.pedido.id}/impressao`, headers: bearer(cliente.token) },
        200,
        /pdf/,
      ],
      [
        'dashboard XLSX',
        { method: 'GET', url: '/api/dashboard/eventos-tipos-sum/excel', headers: bearer(gestor.token) },
        200,
        /spreadsheetml/,
      ],
      [
        'report XLSX',
        {
          method: 'GET',
          url: '/api/relatorios/clientes/clientes-vendedor/excel',
          headers: bearer(gestor.token),
        },
        200,
        /spreadsheetml/,
      ],
      ['product picture', { method: 'GET', url: `/api/produtos/${imagem.id}/imagem` }, 200, /^image\//],
      ['the page', { method: 'GET', url: '/pedidos' }, 200, /html/],
      ['an asset', { method: 'GET', url: '/assets/app.js' }, 200, /javascript/],
      ['a root file', { method: 'GET', url: '/favicon.svg' }, 200, /svg/],
      ['API document', { method: 'GET', url: '/api/docs/json' }, 200, /json/],
      ['API docs page', { method: 'GET', url: '/api/docs' }, 200, /html/],
    ];
    for (const [name, opts, status, type] of samples) {
      const res = await inject(opts);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.headers['content-type'], name).toMatch(type);
    }
    let last: LightMyRequestResponse | undefined;
    for (let k = 0; k <= LIMITS.LOGIN_RATE_LIMIT; k++)
      last = await inject(
        { method: 'POST', url: '/api/login', remoteAddress: '203.0.113.200', payload: {} },
        limited,
      );
    expect(last?.statusCode, '429').toBe(429);
  });

  it('Cache-Control no-store on the JSON of every protected route, whatever the answer', async () => {
    for (const r of protectedRoutes()) {
      if (r.url === '/api/logout') continue; // would end the session
      const role = (Object.keys(callers) as Role[]).find((x) => allows(r, x));
      const token = role ? callers[role]!.token : tokens.ROLE_CLIENTE!;
      // Writes name an id that does not exist, so nothing changes.
      const url = r.method === 'GET' ? concrete(r.url) : r.url.replace(/:(\w+)/g, '999999');
      const res = await inject({
        method: r.method as 'GET',
        url,
        headers: bearer(token),
        payload: r.method === 'GET' ? undefined : {},
      });
      // JSON is never stored; a document may be kept by the browser alone (private), revalidated.
      const json = /json/.test(String(res.headers['content-type']));
      expect(res.headers['cache-control'], `${r.method} ${r.url} -> ${res.statusCode}`).toMatch(
        json ? /no-store/ : /no-store|private/,
      );
    }
  });
});

describe('sessions follow role and status changes', () => {
  /** A released manager with the given profiles and a unit, logged in once: its token and id. */
  async function managerWith(email: string, roles: Role[]) {
    const db = t.database.db;
    const [u] = await db
      .insert(s.usuarios)
      .values({ nome: 'DEMOTIDO TESTE', email, senhaHash: await hashPassword(DEMO_PASSWORD), status: 'L' })
      .returning();
    const profiles = await db.select().from(s.perfis);
    for (const role of roles)
      await db.insert(s.usuarioPerfis).values({
        usuarioId: u.id,
        perfilId: profiles.find((p) => p.role === role)!.id,
      });
    await db.insert(s.usuarioUnidades).values({ usuarioId: u.id, unidadeId: unidade.id });
    const { token } = await tokenFor(t.app, email);
    return { id: u.id, token, perfilId: (role: Role) => profiles.find((p) => p.role === role)!.id };
  }
  const removeProfile = (userId: number, perfilId: number) =>
    inject({
      method: 'DELETE',
      url: `/api/usuarios/perfil/${perfilId}`,
      query: { usuario: String(userId) },
      headers: bearer(tokens.ROLE_ADMIN!),
    });

  it("a demoted admin's existing token can no longer create an ERP API key; a user without profiles is logged out", async () => {
    const m = await managerWith('demotido@teste.com.br', ['ROLE_ADMIN', 'ROLE_GESTOR']);
    const createKey = () =>
      inject({
        method: 'POST',
        url: '/api/integracao/chaves',
        headers: bearer(m.token),
        payload: { nome: 'CHAVE DO DEMOTIDO' },
      });
    const listUsers = () =>
      inject({ method: 'GET', url: '/api/usuarios/gestor/filter', headers: bearer(m.token) });
    // as an admin the token works
    expect(
      (await inject({ method: 'GET', url: '/api/integracao/chaves', headers: bearer(m.token) })).statusCode,
    ).toBe(200);

    expect((await removeProfile(m.id, m.perfilId('ROLE_ADMIN'))).statusCode).toBe(204);
    const refused = await createKey();
    expect(refused.statusCode, refused.body).toBe(403);
    expectErrorShape(refused.json(), 403);
    const keys = await t.database.db
      .select()
      .from(s.integracaoChaves)
      .where(eq(s.integracaoChaves.nome, 'CHAVE DO DEMOTIDO'));
    expect(keys).toHaveLength(0);
    // the profile it keeps still works with the same token
    expect((await listUsers()).statusCode).toBe(200);

    // without any profile left the session is over: 401 with code 9002 (-> /token-expirado)
    expect((await removeProfile(m.id, m.perfilId('ROLE_GESTOR'))).statusCode).toBe(204);
    const ended = await listUsers();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe(9002);
  });

  it('a profile granted takes effect at the next request of the same token', async () => {
    const m = await managerWith('promovido@teste.com.br', ['ROLE_GESTOR']);
    expect(
      (await inject({ method: 'GET', url: '/api/integracao/chaves', headers: bearer(m.token) })).statusCode,
    ).toBe(403);
    const add = await inject({
      method: 'POST',
      url: '/api/usuarios/perfil',
      headers: bearer(tokens.ROLE_ADMIN!),
      payload: { pk: m.id, fk: m.perfilId('ROLE_ADMIN') },
    });
    expect(add.statusCode).toBe(201);
    expect(
      (await inject({ method: 'GET', url: '/api/integracao/chaves', headers: bearer(m.token) })).statusCode,
    ).toBe(200);
  });
});
