// The manager area's guarded screens and consistent lists in Chromium, at 1366 and at 390×844 (no
// sideways scroll): a customer and a seller are sent home from every /gestor screen, a gestor from
// the sales consultation, each with one notice and no refused call; /gestor/usuarios/1.5 is the app
// with its invalid-id message; removing a unit from a user asks first; BLOQUEAR is not offered on an
// administrator's row (the reason as tooltip); the users list offers Bloquear or Liberar by status,
// each asking a required reason, and neither on one's own row; the approval detail shows the
// company, its address and the user beside the records; deleting a contact shows only its success notice; the
// sales consultation shows the cancelled orders apart. The users, customers and products lists
// filter as you type, sort by a column, page (scrolled to the top) and keep that state in the URL
// through a reload and back; the user detail's Clients tab says the status in words; the
// Aprovações menu entry counts the pending rows.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { formatCep, formatCpf, formatCpfCnpj, formatPhone } from '@portal/shared/format';
import {
  BUYER_LABELS,
  CADASTROS_LABELS as K,
  CRM_LABELS as C,
  GESTOR_LABELS as L,
  LABELS,
  PUBLIC_LABELS as P,
  SCREEN_TITLES,
  VENDAS_LABELS as V,
} from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { exampleScreenUrl, SCREEN_PATHS, SCREEN_ROUTES } from '@portal/shared/screens';
import { portalAndBrowser } from './gestor-session';
import { expectNoSeriousA11yViolations, loginThroughPage, newPage, screenshot, type Portal } from './harness';

let portal: Portal;
let browser: Browser;
portalAndBrowser((s) => ({ portal, browser } = s));

const VIEWPORTS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const notices = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text });

async function noSidewaysScroll(page: Page, label: string) {
  const fits = await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
  expect(fits, `rolagem lateral: ${label}`).toBe(true);
}

async function session(vp: Viewport, email: string): Promise<{ page: Page; refused: string[] }> {
  const { page } = await newPage(browser, portal);
  await page.setViewportSize({ width: vp.width, height: vp.height });
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/')) refused.push(r.url());
  });
  await loginThroughPage(page, email);
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
  return { page, refused };
}

async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ p, method, body }) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token as string;
      const res = await fetch(`/api${p}`, {
        method: method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (res.status === 204 ? null : await res.json()) as T;
    },
    { p: path, method: init.method, body: init.body },
  );
}

const gestorScreens = SCREEN_PATHS.filter(
  (p) => p.startsWith('/gestor') && SCREEN_ROUTES[p] !== 'public',
).map((p) => exampleScreenUrl(p));

/** Opens `url`; the guard sends the user to `home` with one notice. */
async function sentHome(page: Page, url: string, home: (path: string) => boolean) {
  await page.goto(url);
  await page.waitForURL((u) => home(u.pathname), { timeout: 10_000 });
  await notices(page, MSG.screenNotAllowed).first().waitFor();
  await expect(notices(page, MSG.screenNotAllowed).count(), url).resolves.toBe(1);
}

describe.each(VIEWPORTS)('at $name', (vp) => {
  it('a customer and a seller are sent home from every /gestor screen; a gestor from the sales consultation', async () => {
    expect(gestorScreens).toContain('/gestor/usuarios/1');
    for (const email of ['cliente@demo.com.br', 'vendedor@demo.com.br']) {
      const { page, refused } = await session(vp, email);
      for (const url of gestorScreens) await sentHome(page, url, (p) => !p.startsWith('/gestor'));
      await expect(page.getByText(/^Gestor - /).count()).resolves.toBe(0);
      await expectNoSeriousA11yViolations(page, `${email} levado para o início`);
      await noSidewaysScroll(page, `${email} no início`);
      expect(refused, email).toEqual([]);
      await page.context().close();
    }
    const { page, refused } = await session(vp, 'gestor@demo.com.br');
    for (const url of ['/vendedor/vendas/consultas', '/carrinho', '/crm/contatos']) {
      await sentHome(page, url, (p) => p === '/gestor/dashboard');
    }
    await expectNoSeriousA11yViolations(page, 'gestor levado para o dashboard');
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it("a deep link with a dot is the app, with the screen's invalid-id message", async () => {
    const { page } = await session(vp, 'gestor@demo.com.br');
    await page.goto('/gestor/usuarios/1.5');
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: MSG.userIdInvalid('1.5') })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'usuário 1.5');
    await noSidewaysScroll(page, 'usuário 1.5');
    // A record that does not exist: its message, and no 'Carregando...' left under the title.
    await page.goto('/gestor/usuarios/999999');
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: MSG.userIdInvalid('999999') })
      .waitFor();
    await expect(page.getByTestId('usuario-subtitulo').innerText()).resolves.not.toContain(MSG.loading);
    await page.context().close();
  });

  it("removing a unit from a user asks first; BLOQUEAR is not offered on an administrator's row", async () => {
    const { page, refused } = await session(vp, 'gestor@demo.com.br');
    const found = await api<{ items: { id: number; nome: string }[] }>(
      page,
      '/usuarios/gestor/filter?search=AURORA&page=1&rows=50',
    );
    const user = found.items[0];
    const detail = await api<{ unidades: { id: number }[] }>(page, `/usuarios/${user.id}`);
    const config = await api<{ unidades: { id: number; descricao: string }[] }>(page, '/config');
    const unit = config.unidades.find((u) => !detail.unidades.some((d) => d.id === u.id))!;
    await api(page, '/usuarios/unidade', { method: 'POST', body: { pk: user.id, fk: unit.id } });

    await page.goto(`/gestor/usuarios/${user.id}`);
    await page.getByTestId('usuario-subtitulo').filter({ hasText: user.nome }).waitFor();
    await page.getByRole('tab', { name: L.tabUnits }).click();
    const units = page.getByRole('table', { name: L.tabUnits });
    const row = units.getByRole('row', { name: new RegExp(unit.descricao) });
    await row.getByRole('button', { name: `${L.remove} ${unit.descricao}` }).click();
    const ask = page.getByRole('dialog', { name: MSG.removeCategoryTitle });
    await ask.getByText(MSG.removeUnitConfirm(unit.descricao)).waitFor();
    await expectNoSeriousA11yViolations(page, 'remover unidade do usuário: confirmação');
    await noSidewaysScroll(page, 'remover unidade do usuário: confirmação');
    await ask.getByRole('button', { name: 'NÃO' }).click();
    await ask.waitFor({ state: 'detached' });
    await row.waitFor();
    await row.getByRole('button', { name: `${L.remove} ${unit.descricao}` }).click();
    await page
      .getByRole('dialog', { name: MSG.removeCategoryTitle })
      .getByRole('button', { name: 'SIM' })
      .click();
    await notices(page, MSG.unitRemoved).first().waitFor();
    await row.waitFor({ state: 'detached' });
    await noSidewaysScroll(page, 'usuário, unidades');

    // The administrator's row: BLOQUEAR disabled, the reason on hover.
    await page.goto('/gestor/usuarios');
    await page.getByLabel(L.usersSearch).fill('admin@demo.com.br');
    await page.getByRole('button', { name: L.search, exact: true }).click();
    const admin = await api<{ items: { nome: string }[] }>(
      page,
      '/usuarios/gestor/filter?search=ADMIN%40DEMO.COM.BR&page=1&rows=50',
    );
    const block = page.getByRole('button', { name: `${L.block} ${admin.items[0].nome}` });
    await block.waitFor();
    await expect(block.isDisabled()).resolves.toBe(true);
    await block.locator('xpath=..').hover();
    await page.getByRole('tooltip').filter({ hasText: MSG.userAdminOnly }).waitFor();
    await expectNoSeriousA11yViolations(page, 'usuários, bloquear administrador');
    await noSidewaysScroll(page, 'usuários');
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it("the users list offers Bloquear or Liberar by status, each asking a reason; never on one's own row", async () => {
    const { page, refused } = await session(vp, 'gestor@demo.com.br');
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && /\/api\/usuarios\/gestor\/\d+\/status$/.test(r.url()))
        puts.push(r.postData() ?? '');
    });
    const found = await api<{ items: { id: number; nome: string }[] }>(
      page,
      '/usuarios/gestor/filter?search=MULTI%40DEMO.COM.BR&page=1&rows=50',
    );
    const target = found.items[0];
    const status = async () => (await api<{ status: string }>(page, `/usuarios/${target.id}`)).status;
    await page.goto('/gestor/usuarios');
    await page.getByLabel(L.usersSearch).fill('multi@demo.com.br');
    await page.getByRole('button', { name: L.search, exact: true }).click();
    const blockButton = page.getByRole('button', { name: `${L.block} ${target.nome}` });
    const releaseButton = page.getByRole('button', { name: `${L.release} ${target.nome}` });
    await blockButton.waitFor();
    await expect(releaseButton.count()).resolves.toBe(0);

    // Bloquear: the spec's confirmation and a reason, required and at most 500 characters
    await blockButton.click();
    const ask = page.getByRole('dialog', { name: MSG.blockUserTitle });
    await ask.getByText(MSG.blockUserConfirm(target.nome)).waitFor();
    const reason = ask.getByRole('textbox', { name: L.reason });
    await ask.getByRole('button', { name: L.block, exact: true }).click();
    await ask.getByText(MSG.approvalReasonRequired).waitFor();
    await reason.fill('M'.repeat(501));
    await ask.getByText(MSG.statusReasonTooLong(500)).waitFor();
    await ask.getByRole('button', { name: L.block, exact: true }).click();
    expect(puts).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'usuários, bloquear com motivo');
    await noSidewaysScroll(page, 'usuários, bloquear com motivo');
    await screenshot(page, `gestor-usuarios-bloquear-motivo-${vp.name}`);
    await reason.fill('Férias coletivas da empresa');
    await ask.getByRole('button', { name: L.block, exact: true }).click();
    await notices(page, MSG.userBlocked(target.nome)).first().waitFor();
    await ask.waitFor({ state: 'detached' });
    expect(await status()).toBe('B');
    // A blocked user is offered Liberar, not Bloquear
    await releaseButton.waitFor();
    await expect(blockButton.count()).resolves.toBe(0);
    await page.locator('main').getByText(STATUS_DESCRIPTIONS.B, { exact: true }).first().waitFor();

    await releaseButton.click();
    const release = page.getByRole('dialog', { name: MSG.releaseUserTitle });
    await release.getByText(MSG.releaseUserConfirm(target.nome)).waitFor();
    await release.getByRole('button', { name: L.release, exact: true }).click();
    await release.getByText(MSG.releaseReasonRequired).waitFor();
    expect(puts).toHaveLength(1);
    await expectNoSeriousA11yViolations(page, 'usuários, liberar com motivo');
    await release.getByRole('textbox', { name: L.reason }).fill('Voltou das férias');
    await release.getByRole('button', { name: L.release, exact: true }).click();
    await notices(page, MSG.userReleased(target.nome)).first().waitFor();
    await blockButton.waitFor();
    expect(await status()).toBe('L');
    expect(puts.map((b) => JSON.parse(b))).toEqual([
      { status: 'B', motivo: 'Férias coletivas da empresa' },
      { status: 'L', motivo: 'Voltou das férias' },
    ]);

    // One's own row offers neither
    const me = await api<{ items: { nome: string }[] }>(
      page,
      '/usuarios/gestor/filter?search=GESTOR%40DEMO.COM.BR&page=1&rows=50',
    );
    await page.getByLabel(L.usersSearch).fill('gestor@demo.com.br');
    await page.getByRole('button', { name: L.search, exact: true }).click();
    await page
      .getByRole('link', { name: new RegExp(me.items[0].nome) })
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: `${L.block} ${me.items[0].nome}` }).count()).resolves.toBe(
      0,
    );
    await expect(
      page.getByRole('button', { name: `${L.release} ${me.items[0].nome}` }).count(),
    ).resolves.toBe(0);
    await noSidewaysScroll(page, 'usuários, a própria linha');
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('the approval detail shows the company, its address and the user beside the records', async () => {
    const { page, refused } = await session(vp, 'gestor@demo.com.br');
    const [item] = await api<{ usuarioId: number; filialId: number; clienteId: number }[]>(
      page,
      '/usuarios/aprovacoes/filter?st=B&q=BRUNO',
    );
    const cliente = await api<{
      cgc: string;
      razao: string;
      telefone: string | null;
      endereco: Record<'logradouro' | 'numero' | 'bairro' | 'cidade' | 'cep' | 'uf', string>;
    }>(page, `/clientes/${item.clienteId}`);
    const usuario = await api<{ nome: string; email: string; cpf: string }>(
      page,
      `/usuarios/${item.usuarioId}`,
    );
    const detail = await api<{ usuario: { telefone: string | null } }>(
      page,
      `/usuarios/aprovacoes/detalhes?usuario=${item.usuarioId}&filial=${item.filialId}&cliente=${item.clienteId}`,
    );
    await page.goto('/gestor/alcadas?st=B');
    await page.getByRole('link', { name: `${L.details} ${usuario.nome}` }).click();
    await page.waitForURL(/\/gestor\/alcadas\/detalhe\/aprovacao\?/);
    // the records: a table on a wide screen, cards on a phone
    const recordList = page.getByRole('region', { name: L.approvalRecords });
    await recordList.getByText('REPROVADO').first().waitFor();
    const company = page.getByRole('region', { name: P.company });
    await company.getByText(formatCpfCnpj(cliente.cgc), { exact: true }).waitFor();
    await company.getByText(cliente.razao, { exact: true }).waitFor();
    if (cliente.telefone) await company.getByText(formatPhone(cliente.telefone), { exact: true }).waitFor();
    const address = page.getByRole('region', { name: P.address });
    for (const key of ['logradouro', 'numero', 'bairro', 'cidade'] as const)
      await address.getByText(cliente.endereco[key], { exact: true }).waitFor();
    await address.getByText(`${formatCep(cliente.endereco.cep)} / ${cliente.endereco.uf}`).waitFor();
    const user = page.getByRole('region', { name: P.userData });
    await user.getByText(usuario.nome, { exact: true }).waitFor();
    await user.getByText(usuario.email, { exact: true }).waitFor();
    await user.getByText(formatCpf(usuario.cpf), { exact: true }).waitFor();
    await user.getByText(P.celular, { exact: true }).waitFor();
    await user
      .getByText(formatPhone(detail.usuario.telefone) || '—', { exact: true })
      .first()
      .waitFor();
    // beside the records on a wide screen, above them on a phone
    const data = await page.getByTestId('aprovacao-dados').boundingBox();
    const records = await recordList.boundingBox();
    if (vp.width >= 1200) expect(records!.x).toBeGreaterThan(data!.x + data!.width - 1);
    else expect(records!.y).toBeGreaterThan(data!.y + data!.height - 1);
    await screenshot(page, `gestor-alcadas-detalhe-dados-${vp.name}`);
    await expectNoSeriousA11yViolations(page, 'alçadas, detalhe com os dados do cadastro');
    await noSidewaysScroll(page, 'alçadas, detalhe com os dados do cadastro');
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('deleting a contact shows only the success notice', async () => {
    const { page } = await session(vp, 'cliente@demo.com.br');
    const s = await page.evaluate(() => JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}'));
    const contato = await api<{ id: number }>(page, '/crm/contatos', {
      method: 'POST',
      body: {
        nome: `CONTATO ${vp.name}`,
        setor: '000000001',
        tipo: 'CLIENTE',
        status: 'L',
        entidadeId: s.state.usuario.cliente.id,
      },
    });
    await page.goto(`/crm/contatos/detail/${contato.id}`);
    await page.getByRole('button', { name: C.deleteContact }).click();
    await page.getByRole('dialog', { name: C.deleteTitle }).getByRole('button', { name: C.delete }).click();
    await notices(page, MSG.contactRemoved).first().waitFor();
    await page.waitForURL(/\/crm\/contatos$/);
    await page.getByRole('heading', { name: C.title }).waitFor();
    // The bell's live stream stays open, so the network is never idle: give a re-read of the
    // deleted contact time to answer before looking for its notice.
    await page.waitForTimeout(2500);
    await expect(notices(page, MSG.notFound).count()).resolves.toBe(0);
    await expect(page.locator('#notistack-snackbar').count()).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page, 'contatos após excluir');
    await noSidewaysScroll(page, 'contatos');
    await page.context().close();
  });

  it('the sales consultation shows the cancelled orders apart from the totals', async () => {
    const { page } = await session(vp, 'vendedor@demo.com.br');
    await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    await page
      .getByRole('list', { name: BUYER_LABELS.clientList })
      .getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ })
      .click();
    await page.getByRole('button', { name: BUYER_LABELS.continue }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    const res = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.goto('/vendedor/vendas/consultas');
    const body = (await (await res).json()) as { tableCancelados: { pedidos: number; valor: number } };
    // A table row from md up; on a phone the cancelled orders have a card of their own.
    if (vp.width >= 900) await page.getByRole('row', { name: V.cancelled }).waitFor();
    await page.getByTestId('vendas-cancelados').waitFor();
    await expect(page.getByTestId('vendas-cancelados').innerText()).resolves.toContain(
      `${body.tableCancelados.pedidos} pedido(s)`,
    );
    await expectNoSeriousA11yViolations(page, 'consulta de vendas, cancelados');
    await noSidewaysScroll(page, 'consulta de vendas');
    await page.context().close();
  });
});

/** POSTs each body to `path` with the page's session (records for a list of two pages). */
async function createMany(page: Page, path: string, bodies: unknown[]) {
  const failed = await page.evaluate(
    async ({ p, list }) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token as string;
      let bad = 0;
      for (const body of list) {
        const res = await fetch(`/api${p}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) bad++;
      }
      return bad;
    },
    { p: path, list: bodies },
  );
  expect(failed, path).toBe(0);
}

/** The first row's first value: the table's first cell, or the first card's first value on a phone. */
const firstRowId = (page: Page, phone: boolean) =>
  (phone
    ? page.locator('main li:has(> dl)').first().locator('dd').first()
    : page.locator('main table tbody tr').first().locator('td').first()
  ).innerText();

interface ListCase {
  name: string;
  path: string;
  title: string;
  searchLabel: string;
  /** The API list route and its search parameter. */
  api: string;
  searchParam: string;
  /** POST route and the body of the i-th record named by `term`. */
  create: { path: string; body: (i: number, term: string, unitId: number) => unknown };
}

const LIST_CASES: ListCase[] = [
  {
    name: 'usuarios',
    path: '/gestor/usuarios',
    title: SCREEN_TITLES.usuarios,
    searchLabel: L.usersSearch,
    api: '/usuarios/gestor/filter',
    searchParam: 'search',
    create: {
      path: '/usuarios',
      body: (i, term, unitId) => ({
        filialId: unitId,
        nome: `${term} ${i}`,
        email: `${term.replace(/\s+/g, '.').toLowerCase()}.${i}@e2e.test`,
      }),
    },
  },
  {
    name: 'clientes',
    path: '/gestor/clientes',
    title: SCREEN_TITLES.clientes,
    searchLabel: K.clientesSearch,
    api: '/clientes/filter',
    searchParam: 'search',
    create: {
      path: '/clientes',
      body: (i, term) => ({
        codigo: `L${term.replace(/\D/g, '')}${i}`,
        loja: '01',
        razao: `${term} ${i}`,
        status: 'L',
      }),
    },
  },
  {
    name: 'produtos',
    path: '/gestor/produtos',
    title: SCREEN_TITLES.produtos,
    searchLabel: K.produtosSearch,
    api: '/produtos/gestor/filter',
    searchParam: 'q',
    create: {
      path: '/produtos',
      body: (i, term) => ({
        produtoSku: `L${term.replace(/\D/g, '')}-${i}`,
        produtoDesc: `${term} ${i}`,
        produtoUM: 'UN',
        produtoPeso: 1,
        produtoQuantMin: 1,
      }),
    },
  },
];

describe.each(VIEWPORTS)('manager lists at $name', (vp) => {
  const phone = vp.width < 900;

  it.each(LIST_CASES)(
    '$name: filters as you type, sorts, pages to the top and keeps its state through reload and back',
    async (c) => {
      const { page, refused } = await session(vp, 'gestor@demo.com.br');
      const term = `LISTA E2E ${c.name.toUpperCase()} ${vp.name}`;
      const config = await api<{ unidades: { id: number }[] }>(page, '/config');
      await createMany(
        page,
        c.create.path,
        Array.from({ length: 55 }, (_, i) => c.create.body(i + 1, term, config.unidades[0].id)),
      );
      const apiPage = (n: number, sort = '') =>
        api<{ rows: number; items: Record<string, number>[] }>(
          page,
          `${c.api}?${c.searchParam}=${encodeURIComponent(term)}&page=${n}${sort}`,
        );
      const idOf = (item: Record<string, number>) => String(item.id ?? item.produtoId);

      await page.goto(c.path);
      await page.getByRole('heading', { name: c.title, exact: true }).waitFor();
      // Typed, never Enter: the list follows once typing rests.
      await page.getByLabel(c.searchLabel).fill(term);
      await page.waitForURL((u) => u.searchParams.get('q') === term);
      await page.getByText(K.totalRecords(55), { exact: true }).waitFor();

      // ID descending: two clicks on the header (a select on a phone).
      if (phone) {
        await page.getByLabel(K.sortBy).click();
        await page.getByRole('option', { name: K.sortDescending(L.colId) }).click();
      } else {
        const header = page.getByRole('button', { name: L.colId, exact: true });
        await header.click();
        await page.waitForURL((u) => u.searchParams.get('sort') === 'id');
        await header.click();
      }
      await page.waitForURL((u) => u.searchParams.get('dir') === 'desc');
      const desc1 = await apiPage(1, '&sort=id&dir=desc');
      // Polled, so a failure says which row came first.
      await expect.poll(() => firstRowId(page, phone), { timeout: 30_000 }).toBe(idOf(desc1.items[0]));

      // Page 2 from the bottom of the page: the page starts at the top.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 0);
      await page.getByRole('button', { name: K.goToPage(2) }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page.waitForFunction(() => window.scrollY === 0);
      const desc2 = await apiPage(2, '&sort=id&dir=desc');
      expect(desc2.items.length).toBe(5);
      // Polled, so a failure says which row came first.
      await expect.poll(() => firstRowId(page, phone), { timeout: 30_000 }).toBe(idOf(desc2.items[0]));
      await expectNoSeriousA11yViolations(page, `${c.name} página 2`);
      await noSidewaysScroll(page, `${c.name} página 2`);
      await screenshot(page, `lista-${c.name}-${vp.name}`);

      // Reload: the same search, sort and page.
      const url = page.url();
      await page.reload();
      await page.getByText(K.totalRecords(55), { exact: true }).waitFor();
      expect(page.url()).toBe(url);
      await expect(page.getByLabel(c.searchLabel).inputValue()).resolves.toBe(term);
      await expect(
        page.getByRole('button', { name: K.goToPage(2) }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      await expect(firstRowId(page, phone)).resolves.toBe(idOf(desc2.items[0]));

      // Back: page 1 of the same search and sort.
      await page.goBack();
      await page.waitForURL((u) => u.searchParams.get('page') === null && u.searchParams.get('q') === term);
      // Polled, so a failure says which row came first.
      await expect.poll(() => firstRowId(page, phone), { timeout: 30_000 }).toBe(idOf(desc1.items[0]));
      await expect(page.getByLabel(c.searchLabel).inputValue()).resolves.toBe(term);
      expect(refused).toEqual([]);
      await page.context().close();
    },
  );

  it("the user detail's Clients tab says the status in words", async () => {
    const { page } = await session(vp, 'gestor@demo.com.br');
    const found = await api<{ items: { id: number }[] }>(
      page,
      '/usuarios/gestor/filter?search=CLIENTE%40DEMO.COM.BR&page=1&rows=50',
    );
    const user = await api<{ clientes: { razao: string; status: 'P' | 'L' | 'B' }[] }>(
      page,
      `/usuarios/${found.items[0].id}`,
    );
    expect(user.clientes.length).toBeGreaterThan(0);
    await page.goto(`/gestor/usuarios/${found.items[0].id}`);
    await page.getByRole('tab', { name: L.tabClients }).click();
    const table = page.getByRole('table', { name: L.tabClients });
    const first = user.clientes[0];
    const row = table.getByRole('row', { name: new RegExp(first.razao) });
    await row.getByText(STATUS_DESCRIPTIONS[first.status], { exact: true }).waitFor();
    await expect(row.getByRole('cell', { name: first.status, exact: true }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'usuário, clientes');
    await noSidewaysScroll(page, 'usuário, clientes');
    await screenshot(page, `usuario-clientes-${vp.name}`);
    await page.context().close();
  });

  it('the Aprovações menu entry counts the pending rows', async () => {
    const { page } = await session(vp, 'gestor@demo.com.br');
    const pending = await api<unknown[]>(page, '/usuarios/aprovacoes/filter?st=P&q=');
    expect(pending.length).toBeGreaterThan(0);
    await page.goto('/gestor/alcadas');
    await page.getByRole('heading', { name: L.approvals }).waitFor();
    await page.getByText(K.totalRecords(pending.length), { exact: true }).waitFor();
    const rows = phone ? page.locator('main li:has(> dl)') : page.locator('main table tbody tr');
    await expect(rows.count()).resolves.toBe(pending.length);
    if (phone) await page.getByRole('button', { name: LABELS.openMenu }).click();
    const count = page.locator('[data-testid="pending-count"]:visible');
    await count.waitFor();
    await expect(count.innerText()).resolves.toMatch(new RegExp(`^${pending.length}\\b`));
    await expectNoSeriousA11yViolations(page, 'aprovações com o menu');
    await noSidewaysScroll(page, 'aprovações');
    await screenshot(page, `aprovacoes-menu-${vp.name}`);
    await page.context().close();
  });
});
