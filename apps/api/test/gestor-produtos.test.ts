// Products and categories of the manager area (docs/product/gestor-crm-vendas.md §2.9, §2.10, §7) and product
// pictures: the paged search, detail, create and edit with the catalogue search text kept up to date,
// categories added and removed, the picture upload (types, size, content checks, a new ETag, served by the
// catalogue's GET with caching), and the end of the path: once the ERP gives it a price, a
// customer finds the product in the catalogue with its picture. Who may read and write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let admin: { token: string; id: number };
let gestor: { token: string; id: number };
let auditor: { token: string; id: number };
let cliente: { token: string; id: number };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as never });
const upload = (id: number, token: string, contentType: string, body: Buffer | string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/produtos/${id}/imagem`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#e64a19"/></svg>';

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, auditor, cliente] = await Promise.all(
    [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.gestor, DEMO_ACCOUNTS.auditor, DEMO_ACCOUNTS.cliente].map((e) =>
      tokenFor(t.app, e),
    ),
  );
});
afterAll(async () => t?.close());

describe('GET /api/produtos/gestor/filter', () => {
  it('sorts by id or code both ways and refuses an unknown column in pt-BR', async () => {
    const page = async (q: string) =>
      (await call('GET', `/api/produtos/gestor/filter?rows=50&${q}`, gestor.token)).json().items as {
        produtoId: number;
        produtoSku: string;
      }[];
    const ids = (await page('sort=id&dir=desc')).map((p) => p.produtoId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = await t.database.db.select({ id: s.produtos.id }).from(s.produtos);
    expect(ids[0]).toBe(Math.max(...all.map((p) => p.id)));
    const skus = (await page('sort=sku&dir=desc')).map((p) => p.produtoSku);
    expect(skus.length).toBeGreaterThan(2);
    expect(skus).toEqual([...skus].sort().reverse());
    const bad = await call('GET', '/api/produtos/gestor/filter?sort=busca', gestor.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.sort).toBe(MSG.sortColumnInvalid(['id', 'sku']));
  });

  it('pages every product in id order with the total', async () => {
    const res = await call('GET', '/api/produtos/gestor/filter?rows=10', auditor.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = (await t.database.db.select({ id: s.produtos.id }).from(s.produtos)).length;
    expect(body).toMatchObject({ page: 1, pages: Math.ceil(total / 10), rows: total });
    const ids = body.items.map((p: { produtoId: number }) => p.produtoId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(body.items[0]).toEqual({
      produtoId: expect.any(Number),
      produtoSku: expect.any(String),
      produtoDesc: expect.any(String),
      produtoUM: expect.any(String),
      produtoPeso: expect.any(Number),
      produtoQuantMin: expect.any(Number),
      produtoMultiplo: null,
      ativo: true,
    });
    const last = (
      await call('GET', `/api/produtos/gestor/filter?rows=10&page=${body.pages}`, gestor.token)
    ).json();
    expect(last.items.length).toBe(total - (body.pages - 1) * 10);
  });

  it('every upper-cased word must match code, description or weight; a number finds the id', async () => {
    const cimento = (
      await call('GET', '/api/produtos/gestor/filter?q=cimento intercement', gestor.token)
    ).json();
    expect(cimento.rows).toBeGreaterThan(0);
    for (const p of cimento.items) expect(p.produtoDesc).toMatch(/CIMENTO.*INTERCEMENT/);
    const [first] = await t.database.db.select().from(s.produtos).orderBy(asc(s.produtos.id)).limit(1);
    expect(
      (await call('GET', `/api/produtos/gestor/filter?q=${first.sku.toLowerCase()}`, gestor.token)).json()
        .items[0].produtoId,
    ).toBe(first.id);
    expect(
      (await call('GET', `/api/produtos/gestor/filter?q=${first.id}`, gestor.token))
        .json()
        .items.map((p: { produtoId: number }) => p.produtoId),
    ).toContain(first.id);
    expect((await call('GET', '/api/produtos/gestor/filter?q=%25', gestor.token)).json().rows).toBe(0);
    for (const q of ['page=0', 'rows=201', `q=${'X'.repeat(130)}`])
      expect((await call('GET', `/api/produtos/gestor/filter?${q}`, gestor.token)).statusCode, q).toBe(400);
  });
});

describe('product detail, create, edit, categories and picture', () => {
  let id: number;
  let categoriaId: number;
  const novo = {
    produtoSku: 'tst-0001',
    produtoDesc: 'Argamassa teste especial',
    produtoUM: 'SC',
    produtoPeso: '20,5',
    produtoQuantMin: 10,
  };

  it('POST /api/produtos creates the product and its catalogue search text', async () => {
    const res = await call('POST', '/api/produtos', gestor.token, { produtoId: null, ...novo });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    id = p.produtoId;
    expect(p).toMatchObject({
      produtoSku: 'TST-0001',
      produtoDesc: 'ARGAMASSA TESTE ESPECIAL',
      produtoUM: 'SC',
      produtoPeso: 20.5,
      produtoQuantMin: 10,
      ativo: true,
      categorias: [],
      imagem: null,
    });
    const [row] = await t.database.db.select().from(s.produtos).where(eq(s.produtos.id, id));
    expect(row.busca).toBe(' TST 0001 ARGAMASSA TESTE ESPECIAL 20.5 KG');
    expect(
      (await call('GET', '/api/produtos/gestor/filter?q=especial tst', gestor.token))
        .json()
        .items.map((x: { produtoId: number }) => x.produtoId),
    ).toEqual([id]);
  });

  it('refuses a repeated code and bad fields', async () => {
    const dup = await call('POST', '/api/produtos', gestor.token, { ...novo, produtoDesc: 'Outro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: MSG.productSkuInUse,
      fields: { produtoSku: MSG.productSkuInUse },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...novo, produtoSku: '' }, 'produtoSku'],
      [{ ...novo, produtoSku: 'X'.repeat(31) }, 'produtoSku'],
      [{ ...novo, produtoSku: 'N1', produtoDesc: '' }, 'produtoDesc'],
      [{ ...novo, produtoSku: 'N1', produtoUM: 'SELECIONE' }, 'produtoUM'],
      [{ ...novo, produtoSku: 'N1', produtoUM: 'KG' }, 'produtoUM'],
      [{ ...novo, produtoSku: 'N1', produtoPeso: -1 }, 'produtoPeso'],
      [{ ...novo, produtoSku: 'N1', produtoPeso: 'abc' }, 'produtoPeso'],
      [{ ...novo, produtoSku: 'N1', produtoQuantMin: 0 }, 'produtoQuantMin'],
      [{ ...novo, produtoSku: 'N1', produtoQuantMin: 1.5 }, 'produtoQuantMin'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/produtos', gestor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(
      (await call('POST', '/api/produtos', gestor.token, { ...novo, produtoSku: 'N1', produtoUM: '' })).json()
        .fields.produtoUM,
    ).toBe(MSG.productUmRequired);
  });

  it('GET and PUT /api/produtos/{id}: edits and rewrites the search text; static paths keep their routes', async () => {
    expect((await call('GET', `/api/produtos/${id}`, auditor.token)).json()).toMatchObject({
      produtoId: id,
      produtoSku: 'TST-0001',
    });
    const res = await call('PUT', `/api/produtos/${id}`, gestor.token, {
      ...novo,
      produtoId: id,
      produtoDesc: 'Argamassa portal alterada',
      produtoUM: 'UN',
      produtoPeso: 21,
      produtoQuantMin: '5',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      produtoDesc: 'ARGAMASSA PORTAL ALTERADA',
      produtoUM: 'UN',
      produtoPeso: 21,
      produtoQuantMin: 5,
      modifiedDate: expect.any(String),
    });
    const [row] = await t.database.db.select().from(s.produtos).where(eq(s.produtos.id, id));
    expect(row.busca).toBe(' TST 0001 ARGAMASSA PORTAL ALTERADA 21 KG');
    // An ERP product with a name keeps the name in its search text.
    const [seeded] = await t.database.db.select().from(s.produtos).orderBy(asc(s.produtos.id)).limit(1);
    await call('PUT', `/api/produtos/${seeded.id}`, gestor.token, {
      produtoSku: seeded.sku,
      produtoDesc: seeded.descricao,
      produtoUM: seeded.um,
      produtoPeso: seeded.peso,
      produtoQuantMin: seeded.quantMin,
    });
    const [after] = await t.database.db.select().from(s.produtos).where(eq(s.produtos.id, seeded.id));
    // The weight is in kg: the search text says so (normalizarBusca; this description has no accent,
    // its grade written as one word), after one space (textoBusca).
    expect(seeded.descricao).toBe('CIMENTO CP II-E-32');
    expect(after.busca).toBe(
      ` ${seeded.sku} ${seeded.nome} ${seeded.descricao} ${seeded.peso} KG`
        .toUpperCase()
        .replaceAll('CP II-E-32', 'CP2E 32'),
    );

    expect(
      (await call('PUT', `/api/produtos/${id}`, gestor.token, { ...novo, produtoId: id + 1 })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/produtos/999999', gestor.token, novo)).json()).toMatchObject({
      status: 404,
      message: MSG.productIdInvalid('999999'),
    });
    expect(
      (await call('PUT', `/api/produtos/${id}`, gestor.token, { ...novo, produtoSku: seeded.sku }))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', '/api/produtos/999999', gestor.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/produtos/abc', gestor.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/produtos/gestor/filter', gestor.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/produtos/${seeded.id}/imagem`)).statusCode).toBe(200);
  });

  it('adds and removes categories, one per call', async () => {
    const cats = (await call('GET', '/api/categorias/filter?q=argam', gestor.token)).json();
    categoriaId = cats[0].id;
    const add = await call('POST', '/api/produtos/categoria', gestor.token, { pk: id, fk: categoriaId });
    expect(add.statusCode, add.body).toBe(201);
    expect(
      (await call('POST', '/api/produtos/categoria', gestor.token, { pk: id, fk: categoriaId })).json(),
    ).toMatchObject({ status: 409, message: MSG.productCategoryExists });
    expect(
      (await call('POST', '/api/produtos/categoria', gestor.token, { pk: id, fk: 99999 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/produtos/categoria', gestor.token, { pk: 999999, fk: categoriaId }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/produtos/categoria', gestor.token, { pk: id })).statusCode).toBe(400);
    const other = (await call('GET', '/api/categorias/filter?q=cal', gestor.token)).json()[0].id;
    await call('POST', '/api/produtos/categoria', gestor.token, { pk: id, fk: other });
    expect((await call('GET', `/api/produtos/${id}`, gestor.token)).json().categorias).toEqual([
      { id: categoriaId, role: 'PRODUTO', descricao: 'ARGAMASSA' },
      { id: other, role: 'PRODUTO', descricao: 'CAL' },
    ]);
    expect(
      (await call('DELETE', '/api/produtos/categoria', gestor.token, { pk: id, fk: other })).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', '/api/produtos/categoria', gestor.token, { pk: id, fk: other })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/produtos/${id}`, gestor.token))
        .json()
        .categorias.map((c: { id: number }) => c.id),
    ).toEqual([categoriaId]);
  });

  it('uploads PNG, JPEG, WebP and SVG pictures with a new ETag each; the GET serves the latest with caching', async () => {
    let previous = '';
    for (const [type, body] of [
      ['image/jpeg', JPEG],
      ['image/webp', WEBP],
      ['image/svg+xml; charset=utf-8', SVG],
      ['image/png', PNG],
    ] as const) {
      const res = await upload(id, gestor.token, type, body);
      expect(res.statusCode, `${type} ${res.body}`).toBe(200);
      const info = res.json();
      expect(info).toMatchObject({
        contentType: type.split(';')[0],
        tamanho: Buffer.byteLength(body),
        url: `/api/produtos/${id}/imagem?v=${info.etag}`,
      });
      expect(info.etag).not.toBe(previous);
      previous = info.etag;
    }
    const detail = (await call('GET', `/api/produtos/${id}`, gestor.token)).json();
    expect(detail.imagem).toMatchObject({ etag: previous, contentType: 'image/png' });
    const img = await t.app.inject({ method: 'GET', url: detail.imagem.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers.etag).toBe(`"${previous}"`);
    expect(img.headers['cache-control']).toContain('max-age');
    expect(Buffer.compare(img.rawPayload, PNG)).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/produtos/${id}/imagem`,
          headers: { 'if-none-match': `"${previous}"` },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('refuses other types, content that is not the declared type, unsafe SVG, empty and oversized bodies', async () => {
    const gif = await upload(id, gestor.token, 'image/gif', Buffer.from('GIF89a......'));
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe(MSG.productImageType);
    const json = await call('PUT', `/api/produtos/${id}/imagem`, gestor.token, { imagem: 'x' });
    expect(json.statusCode).toBe(415);
    const text = await upload(id, gestor.token, 'text/plain', 'hello');
    expect(text.statusCode).toBe(415);
    const fake = await upload(id, gestor.token, 'image/png', JPEG);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(MSG.productImageInvalid);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    ]) {
      const res = await upload(id, gestor.token, 'image/svg+xml', svg);
      expect(res.statusCode, svg).toBe(400);
      expect(res.json().message).toBe(MSG.productImageUnsafe);
    }
    expect((await upload(id, gestor.token, 'image/svg+xml', '<html><body/></html>')).json().message).toBe(
      MSG.productImageInvalid,
    );
    expect((await upload(id, gestor.token, 'image/png', Buffer.alloc(0))).statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(id, gestor.token, 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MSG.productImageTooLarge('2 MB'));
    expect((await upload(999999, gestor.token, 'image/png', PNG)).statusCode).toBe(404);
    // The stored picture is still the PNG.
    expect((await call('GET', `/api/produtos/${id}`, gestor.token)).json().imagem.contentType).toBe(
      'image/png',
    );
  });

  it('refuses every SVG that could run code or reach outside, however it is spelled; a rich benign SVG is accepted and served sandboxed', async () => {
    const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
    const svg = (inner: string, attrs = '') => `<svg ${NS}${attrs}>${inner}</svg>`;
    const malicious = [
      // javascript: links, entity-encoded and with whitespace inside
      svg('<a href="&#106;avascript:alert(1)"><rect width="5" height="5"/></a>'),
      svg('<a href="&#x6A;&#x61;vascript:alert(1)"><rect/></a>'),
      svg('<a href="&#0000106;avascript:alert(1)"><rect/></a>'),
      svg('<a href="java&#x09;script:alert(1)"><rect/></a>'),
      svg('<a href="java\nscript:alert(1)"><rect/></a>'),
      svg('<a href="  JaVaScRiPt:alert(1)"><rect/></a>'),
      svg('<a xlink:href="javascript&#58;alert(1)"><rect/></a>'),
      svg('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><rect/></a>'),
      // scripts and handlers, under any prefix or case
      svg('<script>alert(1)</script>'),
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
      svg('<rect/>', ' onLoad="alert(1)"'),
      svg('<rect width="5" height="5" onmouseover="alert(1)"/>'),
      svg('<handler type="application/ecmascript">alert(1)</handler>'),
      // animations that set a link or a handler
      svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect/></a>'),
      svg('<a><animate attributeName="xlink:href" values="javascript:alert(1)"/><rect/></a>'),
      svg('<rect><set attributeName="onmouseover" to="alert(1)"/></rect>'),
      svg('<use href="#a"><animate attributeName="href" values="https://evil.example/s.svg#a"/></use>'),
      // embedded documents
      svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><p>x</p></body></foreignObject>'),
      svg('<iframe src="https://evil.example/"/>'),
      svg('<embed src="https://evil.example/x.swf"/>'),
      // external references
      svg('<image href="https://evil.example/x.png"/>'),
      svg('<image href="//evil.example/x.png"/>'),
      svg('<use xlink:href="http://evil.example/s.svg#a"/>'),
      svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'),
      svg('<image href="x.png"/>'),
      svg('<style>@import url(https://evil.example/x.css);</style>'),
      svg('<style>@\\69mport "https://evil.example/x.css";</style>'),
      svg('<style><![CDATA[@import "//evil.example/x.css";]]></style>'),
      svg('<style>rect { fill: url( "https://evil.example/p#g" ) }</style>'),
      svg('<style>rect { background: u\\72l(//evil.example/x.png) }</style>'),
      svg('<rect style="fill:url(\'http://evil.example/a\')"/>'),
      svg('<rect fill="url(http://evil.example/#g)"/>'),
      '<?xml-stylesheet href="https://evil.example/x.css"?>' + svg('<rect/>'),
      // DTDs with entities
      `<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>${svg('<a href="&x;"><rect/></a>')}`,
      `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`,
    ];
    const before = (await call('GET', `/api/produtos/${id}`, gestor.token)).json().imagem;
    for (const body of malicious) {
      const res = await upload(id, gestor.token, 'image/svg+xml', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toMatchObject({
        message: MSG.productImageUnsafe,
        fields: { imagem: MSG.productImageUnsafe },
      });
    }
    expect((await call('GET', `/api/produtos/${id}`, gestor.token)).json().imagem).toEqual(before);

    const benign = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- drawn by hand -->
<svg ${NS} width="64" height="64" viewBox="0 0 64 64">
  <title>Telha &amp; cumeeira</title>
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#e64a19"/><stop offset="1" stop-color="#3e2723"/></linearGradient>
    <path id="p" d="M4 40 L32 8 L60 40 Z"/>
    <style><![CDATA[ .telha { fill: url(#g); stroke: #3e2723 } ]]></style>
  </defs>
  <use href="#p" class="telha"/>
  <use xlink:href="#p" transform="translate(0 16)" style="fill: url('#g'); opacity: .5"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <a href="#p"><text x="32" y="60" text-anchor="middle" font-family="Arial">TELHA</text></a>
  <rect width="4" height="4"><animate attributeName="opacity" values="1;0;1" dur="2s" repeatCount="indefinite"/></rect>
</svg>`;
    const ok = await upload(id, gestor.token, 'image/svg+xml', benign);
    expect(ok.statusCode, ok.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: ok.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(benign);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('only ADMIN and GESTOR write; every manager reads; buyers are refused', async () => {
    for (const who of [auditor, cliente]) {
      expect((await call('POST', '/api/produtos', who.token, { ...novo, produtoSku: 'N9' })).statusCode).toBe(
        403,
      );
      expect((await call('PUT', `/api/produtos/${id}`, who.token, novo)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/produtos/categoria', who.token, { pk: id, fk: categoriaId })).statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', '/api/produtos/categoria', who.token, { pk: id, fk: categoriaId })).statusCode,
      ).toBe(403);
      expect((await upload(id, who.token, 'image/png', PNG)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/produtos/${id}/imagem`, who.token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/produtos/gestor/filter', cliente.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/produtos/${id}`, cliente.token)).statusCode).toBe(403);
    expect((await upload(id, '', 'image/png', PNG)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/produtos', admin.token, { ...novo, produtoSku: 'ADM-1' })).statusCode,
    ).toBe(201);
  });

  it('once the ERP prices it, a customer finds it in the catalogue with its picture and category', async () => {
    const key = await call('POST', '/api/integracao/chaves', admin.token, { nome: 'ERP teste' });
    expect(key.statusCode).toBe(201);
    const [main] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const [unit] = await t.database.db
      .select()
      .from(s.unidades)
      .where(eq(s.unidades.filialCod, '01'))
      .orderBy(asc(s.unidades.id))
      .limit(1);
    const find = async () => {
      await call(
        'GET',
        '/api/sync/padrao/produtos?empresa=03&filial=01&cliente=100001&loja=01',
        cliente.token,
      );
      return (
        await call('POST', '/api/produtos/filter', cliente.token, {
          busca: 'portal alterada',
          clienteId: main.id,
          filialId: unit.id,
        })
      ).json();
    };
    expect(await find()).toEqual([]);
    const price = await t.app.inject({
      method: 'PUT',
      url: '/api/integracao/v1/precos',
      headers: { 'x-api-key': key.json().chave },
      payload: {
        itens: [{ produtoSku: 'TST-0001', empresa: '03', filial: '01', tabela: 'CIF', valor: 42.9 }],
      },
    });
    expect(price.statusCode, price.body).toBe(200);
    const [found] = await find();
    expect(found).toMatchObject({
      produtoId: id,
      produtoSku: 'TST-0001',
      imagem: expect.stringMatching(new RegExp(`^/api/produtos/${id}/imagem\\?v=.+`)),
      categorias: [{ id: categoriaId, descricao: 'ARGAMASSA' }],
    });
    expect(found.modalidades.find((m: { sku: string }) => m.sku === 'CIF')).toMatchObject({
      valor: 42.9,
      ativo: true,
    });

    expect((await call('DELETE', `/api/produtos/${id}/imagem`, gestor.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/produtos/${id}/imagem`, gestor.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/produtos/${id}/imagem` })).statusCode).toBe(404);
  });
});
