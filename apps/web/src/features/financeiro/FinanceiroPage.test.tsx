import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNfeKey } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { Boleto } from '@portal/shared/schemas/financeiro';
import { useSession } from '../../state/session';
import { AppProviders } from '../../testing/providers';
import { aCliente, aSessionUser, aUnidade } from '../../testing/builders';
import FinanceiroPage from './FinanceiroPage';

const unidade = aUnidade();
const cliente = aCliente({ cgc: '11444777000161', unidades: [unidade] });
const user = aSessionUser({
  cliente,
  unidade,
  auth: { id: 1, token: 'tok', expiresAt: 'x' },
  titulosVencidos: 9,
});

const b = (titulo: string, parcela: string, over: Partial<Boleto>): Boleto => ({
  id: Number(titulo) * 10 + parcela.charCodeAt(0) - 64,
  numero_conta: '45120-8',
  titulo,
  prefixo: 'NF',
  parcela,
  valor: 100,
  valor_ori: 100,
  saldo: 100,
  situacao: 'EMDIA',
  emissao: '20261001',
  vencrea: '20261201',
  baixa: null,
  loja: '01',
  pix: false,
  ...over,
});
// Out of order on purpose: the screen shows them by title, then parcel.
const BOLETOS: Boleto[] = [
  b('000013014', 'A', { numero_conta: null, valor: 3522.4, saldo: 3522.4 }),
  b('000013002', 'A', { valor: 735.6, saldo: 0, situacao: 'QUITADO', baixa: '20261027' }),
  b('000013001', 'C', { valor: 4857.16, saldo: 4857.16 }),
  b('000013001', 'B', { valor: 4857.16, saldo: 4857.16, situacao: 'VENCIDO', vencrea: '20261107' }),
];
const KEY = '35261111222333000181550010000130191869981843';

let calls: URL[];
let answers: Record<string, () => Response | Promise<Response>>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  calls = [];
  answers = {
    '/api/config': () =>
      json({ formularios: [], parametros: [{ nome: 'DIAS_BOLETO', valor: '30' }], unidades: [] }),
    '/api/boletos/listarBoletosCliente': () =>
      json({ itens: BOLETOS, totais: { valor: 13972.32, saldo: 13236.72 } }),
    '/api/clientes/titulos-vencidos': () => json({ total: 1 }),
    '/api/nfe/listarNfeCliente': () =>
      json([
        { doc: '000013019', serie: '1', emissao: '20261118', valbrut: 6136, chave: KEY, pedidoRef: '104233' },
      ]),
  };
  useSession.setState({ usuario: user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
      const answer = answers[url.pathname];
      return answer ? answer() : json({ status: 404, message: 'não encontrado' }, 404);
    }),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path = '/financeiro'): void {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/financeiro" element={<FinanceiroPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The first render loads MUI and the screen: more than findBy's default second under a busy runner. */
const SLOW = { timeout: 5000 };

const called = (path: string) => calls.filter((u) => u.pathname === path);

describe('finance screen', () => {
  it('sends a seller without a chosen customer to /selecionar-cliente', async () => {
    useSession.setState({ usuario: { ...user, role: 'ROLE_VENDEDOR', cliente: null, unidade: null } });
    renderAt();
    expect((await screen.findByTestId('where', {}, SLOW)).textContent).toBe('/selecionar-cliente');
  });

  it('lists the boletos by title and parcel with totals, and refreshes the overdue figure', async () => {
    renderAt();
    const table = await screen.findByRole('table', { name: L.boletosTable }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual([
      '000013001/B',
      '000013001/C',
      '000013002/A',
      '000013014/A',
    ]);
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(footer.textContent).toContain('R$ 13.972,32');
    expect(footer.textContent).toContain('R$ 13.236,72');

    const list = called('/api/boletos/listarBoletosCliente')[0].searchParams;
    expect(list.get('cgc')).toBe('11444777000161');
    expect(list.get('empresa')).toBe('03');
    expect(list.get('filial')).toBe('01');
    expect(list.get('dtini')).toMatch(/^\d{8}$/);
    expect(list.get('dtfim')).toMatch(/^\d{8}$/);
    expect(list.has('titulo') || list.has('valor') || list.has('quitado')).toBe(false);

    // The session's figure (9 before) follows the server's count after the list.
    await waitFor(() => expect(useSession.getState().usuario?.titulosVencidos).toBe(1));
    expect(await screen.findByText(L.overdueCount(1))).toBeTruthy();
    const count = called('/api/clientes/titulos-vencidos')[0].searchParams;
    expect(Object.fromEntries(count)).toEqual({ empresa: '03', filial: '01', codigo: '100001', loja: '01' });
  });

  it('has the four buttons of docs/product/portal-cliente.md §4 with their messages', async () => {
    renderAt();
    await screen.findByRole('table', { name: L.boletosTable }, SLOW);

    fireEvent.click(screen.getByRole('button', { name: L.overdueAria('000013001', 'B') }));
    expect(await screen.findByText(MSG.titleOverdue('000013001', 'B', '4.857,16'))).toBeTruthy();

    const paid = screen.getByRole('button', { name: L.paidAria('000013002', 'A', '27/10/2026') });
    expect(paid.textContent).toBe(L.paid('27/10/2026'));
    fireEvent.click(paid);
    expect(await screen.findByText(MSG.titlePaid('000013002', 'A', '27/10/2026'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: L.blockedAria('000013014', 'A') }));
    expect(await screen.findByText(MSG.titleBlocked('000013014', 'A', ''))).toBeTruthy();

    // None of them asked for a document.
    expect(called('/api/boletos/geraBoletoCliente')).toHaveLength(0);

    answers['/api/boletos/geraBoletoCliente'] = () =>
      new Response('%PDF-1.4', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="boleto-000013001-C.pdf"',
        },
      });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('boleto-000013001-C.pdf');
    });
    fireEvent.click(screen.getByRole('button', { name: L.downloadBoletoAria('000013001', 'C') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const q = called('/api/boletos/geraBoletoCliente')[0].searchParams;
    expect(Object.fromEntries(q)).toEqual({
      user: '5',
      emp: '03',
      fil: '01',
      numBol: '000013001',
      prefixo: 'NF',
      parcela: 'C',
    });
  });

  it('names the order each invoice bills', async () => {
    renderAt('/financeiro?aba=documentos');
    const table = await screen.findByRole('table', { name: L.documentosTable }, SLOW);
    expect(within(table).getByRole('columnheader', { name: L.colPedido })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /000013019/ });
    expect(within(row).getByText('104233')).toBeTruthy();
  });

  it('shows a spinner on the clicked download button while the file comes, and keeps the focus', async () => {
    renderAt('/financeiro?aba=documentos');
    const table = await screen.findByRole('table', { name: L.documentosTable }, SLOW);
    let finish: (r: Response) => void = () => undefined;
    answers['/api/nfe/geraDanfeSimplesClinte'] = () => new Promise<Response>((resolve) => (finish = resolve));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const danfe = within(table).getByRole('button', { name: L.danfeAria('000013019', '1') });
    const xml = within(table).getByRole('button', { name: L.xmlAria('000013019', '1') });
    danfe.focus();
    fireEvent.click(danfe);
    await waitFor(() => expect(danfe.getAttribute('aria-busy')).toBe('true'));
    expect(within(danfe).getByLabelText(L.downloading)).toBeTruthy();
    expect(xml.getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(danfe);
    // A second click while busy does not ask again.
    fireEvent.click(danfe);
    finish(
      new Response('%PDF-1.4', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="danfe.pdf"' },
      }),
    );
    await waitFor(() => expect(danfe.getAttribute('aria-busy')).toBeNull());
    expect(called('/api/nfe/geraDanfeSimplesClinte')).toHaveLength(1);
    expect(Object.fromEntries(called('/api/nfe/geraDanfeSimplesClinte')[0].searchParams)).toEqual({
      user: '5',
      emp: '03',
      fil: '01',
      doc: '000013019',
      serie: '1',
    });
  });

  it('applies the filter dialog (dates YYYYMMDD, optional fields) and shows the empty text', async () => {
    renderAt();
    await screen.findByRole('table', { name: L.boletosTable }, SLOW);
    answers['/api/boletos/listarBoletosCliente'] = () => json({ itens: [], totais: { valor: 0, saldo: 0 } });
    fireEvent.click(screen.getByRole('button', { name: L.filter }));
    const dialog = await screen.findByRole('dialog', { name: L.filterBoletos });
    const start = within(dialog).getByLabelText(L.startDate) as HTMLInputElement;
    fireEvent.input(start, { target: { value: '31/02/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.apply }));
    expect(await within(dialog).findByText(MSG.invalidDate)).toBeTruthy();

    fireEvent.input(start, { target: { value: '01/11/2026' } });
    fireEvent.input(within(dialog).getByLabelText(L.endDate), { target: { value: '30/11/2026' } });
    fireEvent.change(within(dialog).getByLabelText(L.titulo), { target: { value: '99x9' } });
    fireEvent.change(within(dialog).getByLabelText(L.valor), { target: { value: '1.234,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.apply }));
    expect(await screen.findByText(MSG.noBoletos)).toBeTruthy();
    const q = called('/api/boletos/listarBoletosCliente').at(-1)!.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      dtini: '20261101',
      dtfim: '20261130',
      titulo: '999',
      valor: '1234.5',
    });
    expect(q.has('quitado')).toBe(false);
    expect(screen.getByText(L.boletosPeriod('01/11/2026', '30/11/2026'))).toBeTruthy();
  });

  it('lists the NF-e documents with the formatted key, and says when there are none', async () => {
    renderAt('/financeiro?aba=documentos');
    const table = await screen.findByRole('table', { name: L.documentosTable }, SLOW);
    expect(within(table).getByText(formatNfeKey(KEY))).toBeTruthy();
    expect(within(table).getByRole('button', { name: L.danfeAria('000013019', '1') })).toBeTruthy();
    expect(within(table).getByRole('button', { name: L.xmlAria('000013019', '1') })).toBeTruthy();
    cleanup();
    answers['/api/nfe/listarNfeCliente'] = () => json([]);
    renderAt('/financeiro?aba=documentos');
    expect(await screen.findByText(MSG.noDocuments, {}, SLOW)).toBeTruthy();
  });

  it('shows the statement refusal as Atenção:', async () => {
    answers['/api/relatorios/extratoFinanceiro'] = () =>
      json({ status: 400, message: MSG.statementDatesRequired }, 400);
    renderAt('/financeiro?aba=extrato');
    const ini = (await screen.findByLabelText(L.startDate, {}, SLOW)) as HTMLInputElement;
    expect(ini.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    fireEvent.input(ini, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: L.downloadExtrato }));
    expect(await screen.findByText(MSG.statementDatesRequired)).toBeTruthy();
    expect(screen.getByText(TITLES.warning)).toBeTruthy();
    const q = called('/api/relatorios/extratoFinanceiro')[0].searchParams;
    expect(q.get('cnpj')).toBe('11444777000161');
    expect(q.get('user')).toBe('5');
    expect(q.has('dtIni')).toBe(false);
    expect(q.get('dtFin')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('FinanceiroPage: statement on the screen', () => {
  it('refuses an impossible day and an inverted period with their own messages, without asking', async () => {
    renderAt('/financeiro?aba=extrato');
    const ini = (await screen.findByLabelText(L.startDate, {}, SLOW)) as HTMLInputElement;
    const fim = screen.getByLabelText(L.endDate) as HTMLInputElement;
    fireEvent.input(ini, { target: { value: '31/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: L.showExtrato }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.statementDateInvalid);
    fireEvent.input(ini, { target: { value: '10/03/2026' } });
    fireEvent.input(fim, { target: { value: '01/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: L.downloadExtrato }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.statementPeriodInverted));
    expect(called('/api/relatorios/extratoFinanceiro')).toHaveLength(0);
    expect(called('/api/relatorios/extratoFinanceiro/resumo')).toHaveLength(0);
  });
});
