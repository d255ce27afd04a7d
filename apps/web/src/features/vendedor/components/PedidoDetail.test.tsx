import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VENDAS_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { useSession, type SessionUser } from '../../../state/session';
import { AppProviders } from '../../../testing/providers';
import { PedidoDetail } from './PedidoDetail';

const seller = {
  id: 5,
  nome: 'V',
  email: 'v@x',
  cpf: '39053344705',
  role: 'ROLE_VENDEDOR',
  status: 'L',
  perfils: [],
  auth: { id: 1, token: 'tok', expiresAt: '2099-01-01' },
  cliente: null,
  clientes: [],
  unidade: null,
  unidades: [],
  limiteCredito: null,
  titulosVencidos: null,
} as SessionUser;

const titulo = (parcela: string, saldo: number) => ({
  emissao: '20261101',
  titulo: '000013018',
  prefixo: 'NF',
  parcela,
  vencimento: '20261201',
  vencrea: '20261201',
  baixa: saldo === 0 ? '20261110' : null,
  valor: 1234.5,
  valor_ori: 1234.5,
  saldo,
  numero_conta: '45120-8',
  situacao: saldo === 0 ? 'QUITADO' : 'EMDIA',
});
const pedido = {
  id: 1,
  ref: '100041',
  statusId: 6,
  status: 6,
  statusDesc: 'EM TRANSPORTE',
  emissao: '2026-11-11T13:00:00.000Z',
  total: 5184.4,
  qtdItens: 1,
  qtdPeso: 4400,
  unidadeId: 1,
  unidadeDesc: '03/01',
  unidadeDescricao: 'MATRIZ',
  empresaCod: '03',
  filialCod: '01',
  clienteId: 1,
  clienteCodigo: '100001',
  clienteLoja: '01',
  clienteRazao: 'CONSTRUTORA ALICERCE LTDA',
  clienteCgc: '11444777000161',
  clienteEntregaCodigo: null,
  clienteEntregaLoja: null,
  clienteEntregaCgc: null,
  clienteEntregaDescricao: null,
  obsnf: null,
  usuarioId: 2,
  usuarioNome: 'CARLOS',
  vendedorId: 5,
  message: null,
  log: null,
  itens: [
    {
      id: 1,
      item: 1,
      statusId: 6,
      statusDesc: 'EM TRANSPORTE',
      produtoId: 1,
      produtoSku: 'ARG00009',
      produtoDesc: 'ARGAMASSA AC-III',
      produtoUM: 'SC',
      produtoPesoUnit: 20,
      produtoQuant: 140,
      produtoValorUnit: 30.3,
      produtoValorTotal: 4242,
      isObra: false,
      obraId: null,
      obraNome: null,
      modalidadeId: 1,
      modalidadeSku: 'FOB',
      pagamentoFormaId: 1,
      pagamentoFormaSku: 'BOL',
      pagamentoFormaDescricao: 'BOLETO BANCARIO',
      pagamentoCondicaoId: 1,
      pagamentoCondicaoSku: '2856',
      pagamentoCondicaoDescricao: '28/56 DIAS',
      motoristaSku: null,
      veiculoPlaca: null,
      fobVeiculoModelo: null,
      fobVeiculoMarca: null,
      fobVeiculoPlaca: null,
      fobVeiculoPlacaCarreta: null,
      fobMotoristaNome: null,
      fobMotoristaCpf: null,
      fobEmpresaNome: null,
      fobCompradorNome: null,
      dataEmbarque: null,
      updates: [],
    },
  ],
  historico: [],
  notas: [
    {
      emissao: '2026-11-15T12:00:00.000Z',
      documento: '000013018',
      serie: '1',
      chave: '35261111222333000181550010001301811824224740',
      valbrut: 2469,
    },
  ],
  titulos: [titulo('A', 0), titulo('B', 617.25)],
} as unknown as Pedido;

let tracking = 'NAO';
let rastreio: unknown = { success: false, message: 'sem eventos' };
const calls: string[] = [];
beforeEach(() => {
  useSession.setState({ usuario: seller });
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/config')
        return json({
          formularios: [],
          parametros: [{ nome: 'TRACKING_DANFE', valor: tracking }],
          unidades: [],
        });
      if (url.pathname === '/api/pedidos/ref/100041') return json(pedido);
      if (url.pathname === '/api/rastreio') return json(rastreio);
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headers = (region: HTMLElement) =>
  within(region)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('order detail of the sales consultation', () => {
  it('shows the Fiscal table without RASTREIO and the titles in R$, the boleto disabled at zero balance', async () => {
    tracking = 'NAO';
    render(<PedidoDetail pedidoRef="100041" empresa="03" filial="01" />, { wrapper: AppProviders });
    const fiscal = await screen.findByRole('region', { name: L.fiscal });
    expect(calls).toContain('GET /api/pedidos/ref/100041?codigoEmpresa=03&codigoFilial=01');
    await waitFor(() =>
      expect(headers(fiscal)).toEqual([L.colNfEmissao, L.colNota, L.colChave, L.colDownload]),
    );
    expect(within(fiscal).getByText('000013018/1')).toBeTruthy();
    expect(within(fiscal).getByText('15/11/2026')).toBeTruthy();
    const titulos = screen.getByRole('region', { name: L.titulos });
    expect(headers(titulos)).toEqual([
      L.colNfEmissao,
      L.colTitulo,
      L.colParcela,
      L.colVencimento,
      L.colBaixa,
      L.colValor,
      L.colSaldo,
      L.colDownload,
    ]);
    expect(within(titulos).getAllByText('000013018/NF')).toHaveLength(2);
    expect(within(titulos).getAllByText('R$ 1.234,50')).toHaveLength(2);
    expect(within(titulos).getByText('R$ 617,25')).toBeTruthy();
    expect(within(titulos).getByText('R$ 0,00')).toBeTruthy();
    expect(
      (within(titulos).getByRole('button', { name: L.downloadBoleto('000013018', 'A') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(titulos).getByRole('button', { name: L.downloadBoleto('000013018', 'B') }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    const items = screen.getByRole('region', { name: L.items });
    expect(within(items).getByText('ARGAMASSA AC-III')).toBeTruthy();
    expect(within(items).getByText('R$ 4.242,00')).toBeTruthy();
  });

  it('adds RASTREIO when TRACKING_DANFE is SIM; a key without events says so', async () => {
    tracking = 'SIM';
    rastreio = { success: false, message: 'sem eventos' };
    render(<PedidoDetail pedidoRef="100041" empresa="03" filial="01" />, { wrapper: AppProviders });
    const fiscal = await screen.findByRole('region', { name: L.fiscal });
    await waitFor(() =>
      expect(headers(fiscal)).toEqual([L.colNfEmissao, L.colNota, L.colChave, L.colRastreio, L.colDownload]),
    );
    fireEvent.click(within(fiscal).getByRole('button', { name: L.trackNota('000013018') }));
    await screen.findByText(MSG.trackingUnavailable(pedido.notas[0].chave));
    expect(calls).toContain('POST /api/rastreio');
  });
});
