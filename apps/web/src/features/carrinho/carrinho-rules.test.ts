import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { Obra, PagamentoForma } from '@portal/shared/schemas/clientes';
import { buildCartItem, cartTotals, useCart } from '../../domain/carrinho';
import { formatCurrency } from '@portal/shared/format';
import {
  applyModalidade,
  applyPagamento,
  applyPrice,
  applyShippingDate,
  buildObraLine,
  buildPedidoBody,
  cartWorks,
  cpfInvalidOnBlur,
  creditReview,
  enderecoTexto,
  defaultPagamento,
  EMPTY_FOB_CADASTRO,
  fillDefaultPagamento,
  finalizacaoFor,
  finaliseBlock,
  finaliseConfirmEnabled,
  fobDescription,
  fobNeedsRegistration,
  fobSelectionComplete,
  groupKey,
  newIdempotencyKey,
  obraDescricao,
  parsePrice,
  pickCondicao,
  readOutcome,
  requestedDates,
  reviewGroups,
  shippingDateValid,
  toDataEmbarque,
  validateFobCadastro,
  withoutPlacedGroups,
  type CartLine,
  type FobCadastro,
} from './carrinho-rules';

const cif = { id: 11, sku: 'CIF', descricao: 'CIF - ENTREGA', valor: 34.9, ativo: true };
const fob = { id: 12, sku: 'FOB', descricao: 'FOB - RETIRA', valor: 33.16, ativo: true };

function produto(patch: Partial<Produto> = {}): Produto {
  return {
    produtoId: 1,
    produtoSku: 'CIM00001',
    produtoUM: 'SC',
    produtoPeso: 50,
    produtoDesc: 'CIMENTO CP II-E-32',
    produtoQuant: 0,
    produtoQuantMin: 10,
    produtoMultiplo: null,
    categorias: [],
    imagem: null,
    modalidades: [cif, fob],
    ...patch,
  };
}

const formas: PagamentoForma[] = [
  {
    id: 1,
    sku: 'BOL',
    descricao: 'BOLETO BANCARIO',
    status: 'L',
    condicoes: [
      { id: 10, pgtoFormaId: 1, sku: '028', descricao: '28 DIAS' },
      { id: 11, pgtoFormaId: 1, sku: '2856', descricao: '28/56 DIAS' },
    ],
  },
  {
    id: 2,
    sku: 'ANT',
    descricao: 'ANTECIPADO',
    status: 'L',
    condicoes: [
      { id: 20, pgtoFormaId: 2, sku: '000', descricao: 'A VISTA' },
      { id: 21, pgtoFormaId: 2, sku: 'ANT', descricao: 'ANTECIPADO COM DESCONTO' },
    ],
  },
];

const obra: Obra = {
  id: 5,
  obra: 'OB0001',
  nome: 'RESIDENCIAL JARDIM DAS FLORES - TORRE A',
  logradouro: null,
  bairro: null,
  municipio: null,
  produtoId: 1,
  produtoDesc: 'CIMENTO CP II-E-32',
  produtoSku: 'CIM00001',
  produtoUM: 'SC',
  cif: 33.5,
  fob: 31.9,
  obsnf: null,
  codigo: '100001',
  modalidadePreco: 'CIF',
};

function cartOf(): CartLine[] {
  const a = buildCartItem(produto(), 20, []) as CartLine;
  const b = buildCartItem(
    produto({
      produtoId: 2,
      produtoSku: 'ARG00002',
      produtoDesc: 'ARGAMASSA',
      produtoPeso: 20,
      modalidades: [
        { ...cif, valor: 10 },
        { ...fob, valor: 9 },
      ],
    }),
    10,
    [a],
  ) as CartLine;
  const w = buildObraLine(produto(), obra, 'CIF', 30, [a, b])!;
  return [a, b, w];
}

const fullCadastro: FobCadastro = {
  fobVeiculoModelo: 'constellation',
  fobVeiculoMarca: 'vw',
  fobVeiculoPlaca: 'abc1d23',
  fobVeiculoPlacaCarreta: '',
  fobMotoristaNome: 'jose da silva',
  fobMotoristaCpf: '529.982.247-25',
  fobEmpresaNome: 'transportes ltda',
  fobCompradorNome: 'maria',
};

describe('payment (docs/product/portal-cliente.md §4 Cart)', () => {
  it('the first condition of a method; for ANT the one containing the method description', () => {
    expect(pickCondicao(formas[0])?.id).toBe(10);
    expect(pickCondicao(formas[1])?.descricao).toBe('ANTECIPADO COM DESCONTO');
    // ANT without a matching condition: the first.
    expect(pickCondicao({ ...formas[1], condicoes: [formas[1].condicoes[0]] })?.id).toBe(20);
    expect(pickCondicao({ ...formas[0], condicoes: [] })).toBeNull();
  });

  it('the default is the first method and its condition (the ANT rule too)', () => {
    expect(defaultPagamento(formas)).toMatchObject({ forma: { id: 1 }, condicao: { id: 10 } });
    expect(defaultPagamento([formas[1], formas[0]])).toMatchObject({
      forma: { sku: 'ANT' },
      condicao: { id: 21 },
    });
    expect(defaultPagamento([])).toBeNull();
  });

  it('fills lines without a (still valid) payment; same array when nothing changes', () => {
    const lines = cartOf();
    const filled = fillDefaultPagamento(lines, formas);
    expect(filled.every((l) => l.pagamentoCondicao?.id === 10)).toBe(true);
    expect(fillDefaultPagamento(filled, formas)).toBe(filled);
    const changed = applyPagamento(filled, [2], { forma: formas[1], condicao: formas[1].condicoes[1] });
    expect(changed.map((l) => l.pagamentoCondicao?.id)).toEqual([10, 21, 10]);
    // A condition the customer no longer has goes back to the default.
    const stale = applyPagamento(filled, [1], {
      forma: formas[0],
      condicao: { id: 99, pgtoFormaId: 1, sku: 'X', descricao: 'X' },
    });
    expect(fillDefaultPagamento(stale, formas)[0].pagamentoCondicao?.id).toBe(10);
    expect(
      applyPagamento(filled, null, { forma: formas[1], condicao: formas[1].condicoes[0] }).every(
        (l) => l.pagamentoForma?.sku === 'ANT',
      ),
    ).toBe(true);
  });
});

describe('modality (docs/product/portal-cliente.md §4 Cart)', () => {
  it('FOB recalculates unit price and total from the table; work lines from the work price', () => {
    const { lines, skipped } = applyModalidade(cartOf(), null, 'FOB');
    expect(skipped).toEqual([]);
    expect(lines.map((l) => l.modalidade?.sku)).toEqual(['FOB', 'FOB', 'FOB']);
    expect(lines.map((l) => l.produtoValorUnit)).toEqual([33.16, 9, 31.9]);
    expect(lines.map((l) => l.produtoValorTotal)).toEqual([663.2, 90, 957]);
    expect(lines[2].modalidade).toEqual({ id: 12, sku: 'FOB', descricao: 'FOB - RETIRA' });
  });

  it('FOB with a driver and vehicle, or a pre-registration; CIF clears them all', () => {
    const selecao = applyModalidade(cartOf(), [1], 'FOB', {
      kind: 'selecao',
      motorista: { motoristaid: 'M001', motoristanome: 'JOSE' },
      veiculo: { veiculoplaca: 'ABC1D23', veiculodescricao: 'VW' },
    }).lines;
    expect(selecao[0]).toMatchObject({
      motorista: { motoristaid: 'M001' },
      veiculo: { veiculoplaca: 'ABC1D23' },
      fobVeiculoPlaca: null,
    });
    expect(selecao[1].modalidade?.sku).toBe('CIF');

    const cadastro = applyModalidade(selecao, [1], 'FOB', { kind: 'cadastro', cadastro: fullCadastro }).lines;
    expect(cadastro[0]).toMatchObject({
      motorista: null,
      veiculo: null,
      fobVeiculoModelo: 'CONSTELLATION',
      fobVeiculoPlaca: 'ABC1D23',
      fobVeiculoPlacaCarreta: null,
      fobMotoristaNome: 'JOSE DA SILVA',
      fobCompradorNome: 'MARIA',
    });

    const back = applyModalidade(cadastro, [1], 'CIF').lines;
    expect(back[0]).toMatchObject({
      modalidade: { sku: 'CIF' },
      produtoValorUnit: 34.9,
      motorista: null,
      veiculo: null,
      fobVeiculoModelo: null,
      fobVeiculoMarca: null,
      fobVeiculoPlaca: null,
      fobMotoristaNome: null,
      fobMotoristaCpf: null,
      fobEmpresaNome: null,
      fobCompradorNome: null,
    });
  });

  it('recalculates every line of that modality, keeping a hand-adjusted price on lines that did not move', () => {
    const adjusted = applyPrice(cartOf(), 2, 12.5);
    expect(adjusted[1]).toMatchObject({
      produtoValorUnit: 12.5,
      produtoValorTotal: 125,
      precoAlterado: true,
    });
    // Line 1 moves to FOB and back: line 2 (CIF, adjusted) keeps its price.
    const there = applyModalidade(adjusted, [1], 'FOB').lines;
    const back = applyModalidade(there, [1], 'CIF').lines;
    expect(back[0].produtoValorUnit).toBe(34.9);
    expect(back[1].produtoValorUnit).toBe(12.5);
    // Moving the adjusted line itself takes the table price again.
    const moved = applyModalidade(back, [2], 'FOB').lines;
    expect(moved[1]).toMatchObject({ produtoValorUnit: 9, precoAlterado: false });
  });

  it('lines without a price in the modality are skipped (a work with FOB 0)', () => {
    const lines = cartOf();
    lines[2] = { ...lines[2], obraFob: 0 };
    const { lines: after, skipped } = applyModalidade(lines, null, 'FOB');
    expect(skipped.map((l) => l.item)).toEqual([3]);
    expect(after[2].modalidade?.sku).toBe('CIF');
    const noTable = { ...lines[0], modalidades: [cif, { ...fob, ativo: false }] };
    expect(applyModalidade([noTable], null, 'FOB').skipped).toHaveLength(1);
  });

  it('a price adjustment saves only above 0', () => {
    const lines = cartOf();
    expect(applyPrice(lines, 1, 0)).toBe(lines);
    expect(applyPrice(lines, 1, -3)).toBe(lines);
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('R$ 1.234,56')).toBe(1234.56);
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('1.234')).toBe(1234);
    for (const bad of ['', '0', '0,00', 'abc', '1,234', '-2', '1,2,3']) expect(parsePrice(bad)).toBeNull();
  });
});

describe('works (docs/product/portal-cliente.md §2, §3)', () => {
  it('a work line is the work product at the work price, with the unit table of the modality', () => {
    const line = buildObraLine(produto(), obra, 'FOB', 20, [])!;
    expect(line).toMatchObject({
      item: 1,
      isObra: true,
      obraId: 5,
      obraCodigo: 'OB0001',
      produtoValorUnit: 31.9,
      produtoValorTotal: 638,
      produtoPesoTotal: 1000,
      modalidade: { id: 12, sku: 'FOB' },
    });
    expect(buildObraLine(produto(), { ...obra, fob: 0 }, 'FOB', 20, [])).toBeNull();
  });

  it('the description is cut to 30 characters', () => {
    expect(obraDescricao(obra.nome)).toHaveLength(30);
    expect(obraDescricao('GALPAO LOGISTICO RODOANEL')).toBe('GALPAO LOGISTICO RODOANEL');
  });
});

describe('FOB pre-registration (docs/product/portal-cliente.md §5)', () => {
  it('refuses each missing field in the spec order', () => {
    const order: [keyof FobCadastro, string, string][] = [
      ['fobVeiculoModelo', 'modelo', MSG.fobModel],
      ['fobVeiculoMarca', 'marca', MSG.fobBrand],
      ['fobVeiculoPlaca', 'ABC1234', MSG.fobPlate],
      ['fobMotoristaNome', 'jose', MSG.fobDriverName],
      ['fobMotoristaCpf', '111.111.111-11', MSG.fobDriverCpf],
      ['fobMotoristaCpf', '529.982.247-25', MSG.fobDriverCpfInvalid],
      ['fobEmpresaNome', 'empresa', MSG.fobCompany],
      ['fobCompradorNome', 'comprador', MSG.fobBuyer],
    ];
    let c: FobCadastro = { ...EMPTY_FOB_CADASTRO };
    for (const [field, value, expected] of order) {
      expect(validateFobCadastro(c)).toBe(expected);
      c = { ...c, [field]: value };
    }
    expect(validateFobCadastro(c)).toBeNull();
  });

  it('an incomplete plate counts as missing; the trailer plate is optional but must be a plate', () => {
    expect(validateFobCadastro({ ...fullCadastro, fobVeiculoPlaca: 'ABC1' })).toBe(MSG.fobPlate);
    expect(validateFobCadastro({ ...fullCadastro, fobVeiculoPlacaCarreta: 'DEF4567' })).toBeNull();
    expect(validateFobCadastro({ ...fullCadastro, fobVeiculoPlacaCarreta: 'DEF' })).toBe(
      MSG.orderTrailerPlateInvalid,
    );
    expect(validateFobCadastro({ ...fullCadastro, fobMotoristaCpf: '   ' })).toBe(MSG.fobDriverCpf);
  });

  it('CPF on blur: only something typed that is not a CPF', () => {
    expect(cpfInvalidOnBlur('')).toBe(false);
    expect(cpfInvalidOnBlur('529.982.247-25')).toBe(false);
    expect(cpfInvalidOnBlur('529.982.247-2')).toBe(true);
    expect(cpfInvalidOnBlur('111.111.111-11')).toBe(true);
  });

  it('the registration form without drivers or vehicles; OK of the selection needs both', () => {
    expect(fobNeedsRegistration({ motoristas: [], veiculos: [{}] })).toBe(true);
    expect(fobNeedsRegistration({ motoristas: [{}], veiculos: [] })).toBe(true);
    expect(fobNeedsRegistration({ motoristas: [{}], veiculos: [{}] })).toBe(false);
    expect(fobSelectionComplete('M001', null)).toBe(false);
    expect(fobSelectionComplete(null, 'ABC1D23')).toBe(false);
    expect(fobSelectionComplete('M001', 'ABC1D23')).toBe(true);
  });
});

describe('shipping date (docs/product/portal-cliente.md §5)', () => {
  const today = new Date(2026, 10, 20, 15, 30);

  it('DD/MM/YYYY, a real day, today or later; empty is no date', () => {
    expect(shippingDateValid('', today)).toBe(true);
    expect(shippingDateValid(null, today)).toBe(true);
    expect(shippingDateValid('20/11/2026', today)).toBe(true);
    expect(shippingDateValid('01/01/2027', today)).toBe(true);
    expect(shippingDateValid('19/11/2026', today)).toBe(false);
    expect(shippingDateValid('31/02/2027', today)).toBe(false);
    expect(shippingDateValid('20/11/20', today)).toBe(false);
  });

  it('is sent as YYYY-MM-DD 00:00:00', () => {
    expect(toDataEmbarque('05/12/2026')).toBe('2026-12-05 00:00:00');
    expect(toDataEmbarque('')).toBeNull();
    expect(toDataEmbarque('5/12/2026')).toBeNull();
  });

  it('keeps the typed text and its validity on the line', () => {
    const lines = applyShippingDate(cartOf(), 2, '10/11/2026', today);
    expect(lines[1]).toMatchObject({ dataEmbarque: '10/11/2026', dataEmbarqueValid: false });
    expect(applyShippingDate(lines, 2, '', today)[1]).toMatchObject({
      dataEmbarque: null,
      dataEmbarqueValid: true,
    });
  });
});

describe('finalising (docs/product/portal-cliente.md §4)', () => {
  const today = new Date(2026, 10, 20);
  const ready = () => fillDefaultPagamento(cartOf(), formas);

  it('blocks a customer with status B, then invalid shipping dates (DATA_EMBARQUE), then missing payments', () => {
    const lines = applyShippingDate(ready(), 1, '01/01/2020', today);
    expect(finaliseBlock({ clienteStatus: 'B', dataEmbarque: true, lines, today })).toBe(MSG.finaliseBlocked);
    expect(finaliseBlock({ clienteStatus: 'L', dataEmbarque: true, lines, today })).toBe(
      MSG.finaliseInvalidShippingDate,
    );
    expect(finaliseBlock({ clienteStatus: 'L', dataEmbarque: false, lines, today })).toBeNull();
    // A date valid when typed is checked again on the day of finalising.
    const typed = applyShippingDate(ready(), 1, '20/11/2026', today);
    expect(
      finaliseBlock({ clienteStatus: 'L', dataEmbarque: true, lines: typed, today: new Date(2026, 10, 21) }),
    ).toBe(MSG.finaliseInvalidShippingDate);
    expect(finaliseBlock({ clienteStatus: 'L', dataEmbarque: false, lines: cartOf(), today })).toBe(
      MSG.cartPaymentRequired,
    );
  });

  it('yes is disabled with save-as-standing-order ticked and a blank description', () => {
    expect(finaliseConfirmEnabled(false, '')).toBe(true);
    expect(finaliseConfirmEnabled(true, '   ')).toBe(false);
    expect(finaliseConfirmEnabled(true, 'SEMANAL')).toBe(true);
  });

  it('builds the POST /pedidos body of docs/product/portal-cliente.md §7', () => {
    let lines = applyModalidade(ready(), [2], 'FOB', {
      kind: 'selecao',
      motorista: { motoristaid: 'M001', motoristanome: 'JOSE' },
      veiculo: { veiculoplaca: 'ABC1D23', veiculodescricao: 'VW' },
    }).lines;
    lines = applyShippingDate(lines, 1, '05/12/2026', today);
    const body = buildPedidoBody({
      lines,
      clienteId: 3,
      unidadeId: 4,
      obsnf: '  entregar de manhã ',
      clienteEntrega: { codigo: '200001', loja: '01', cgc: '123', nome: 'ENTREGA LTDA' },
      pedidoPadrao: true,
      pedidoPadraoDescricao: ' semanal ',
      dataEmbarque: true,
    });
    expect(body).toMatchObject({
      total: 698 + 90 + 1005,
      clienteId: 3,
      unidadeId: 4,
      obsnf: 'entregar de manhã',
      clienteEntregaCodigo: '200001',
      clienteEntregaDescricao: 'ENTREGA LTDA',
      pedidoPadrao: true,
      pedidoPadraoDescricao: 'SEMANAL',
    });
    expect(body.itens[0]).toMatchObject({
      produtoId: 1,
      modalidadeId: 11,
      pagamentoFormaId: 1,
      pagamentoCondicaoId: 10,
      dataEmbarque: '2026-12-05 00:00:00',
      motoristaSku: null,
      isObra: false,
      obraId: null,
    });
    expect(body.itens[1]).toMatchObject({
      modalidadeId: 12,
      modalidadeSku: 'FOB',
      motoristaSku: 'M001',
      veiculoPlaca: 'ABC1D23',
      dataEmbarque: null,
    });
    expect(body.itens[2]).toMatchObject({ isObra: true, obraId: 5, produtoValorUnit: 33.5 });
    // Without DATA_EMBARQUE no date is sent.
    expect(
      buildPedidoBody({
        lines,
        clienteId: 3,
        unidadeId: 4,
        obsnf: '',
        clienteEntrega: null,
        pedidoPadrao: false,
        pedidoPadraoDescricao: 'X',
        dataEmbarque: false,
      }),
    ).toMatchObject({
      pedidoPadraoDescricao: '',
      clienteEntregaCodigo: '',
      itens: [{ dataEmbarque: null }, {}, {}],
    });
  });

  it('reuses the Idempotency-Key for the same request and makes a new one for another', () => {
    let n = 0;
    const make = () => `k${++n}`;
    const first = finalizacaoFor(null, '{"a":1}', make);
    expect(first).toEqual({ key: 'k1', body: '{"a":1}' });
    expect(finalizacaoFor(first, '{"a":1}', make)).toBe(first);
    expect(finalizacaoFor(first, '{"a":2}', make)).toEqual({ key: 'k2', body: '{"a":2}' });
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const noUuid = { getRandomValues: (a: Uint8Array) => a.fill(171) } as unknown as Crypto;
    expect(newIdempotencyKey(noUuid)).toBe('ab'.repeat(16));
  });

  it('reads the four outcomes', () => {
    const ok = { status: 201, message: MSG.orderCreated('100001'), pedidoId: 1, ref: '100001', log: null };
    const bad = { status: 400, message: 'x', pedidoId: null, ref: null, log: 'Item 2 - x' };
    expect(readOutcome({ ok: true, status: 201, data: [ok, { ...ok, pedidoId: 2 }] }).kind).toBe('success');
    expect(readOutcome({ ok: true, status: 207, data: [ok, bad] }).kind).toBe('mixed');
    expect(readOutcome({ ok: true, status: 207, data: [bad] }).kind).toBe('mixed');
    expect(
      readOutcome({
        ok: false,
        status: 422,
        error: { status: 422, message: MSG.finaliseBlocked, code: 9001 },
      }),
    ).toEqual({ kind: 'error', message: MSG.finaliseBlocked, details: [] });
    expect(
      readOutcome({
        ok: false,
        status: 422,
        error: {
          status: 422,
          message: MSG.finaliseInvalidShippingDate,
          fields: { 'itens.0.dataEmbarque': MSG.invalidDate, 'itens.1.dataEmbarque': MSG.invalidDate },
        },
      }),
    ).toEqual({ kind: 'error', message: MSG.finaliseInvalidShippingDate, details: [MSG.invalidDate] });
    expect(readOutcome({ ok: false, status: 0 }).kind).toBe('failed');
    expect(readOutcome({ ok: false, status: 503, error: { status: 503, message: 'x' } }).kind).toBe('failed');
    expect(
      readOutcome({ ok: false, status: 401, error: { status: 401, message: 'x', code: 9002 } }).kind,
    ).toBe('failed');
    expect(readOutcome({ ok: true, status: 200, data: {} }).kind).toBe('failed');
  });

  it('after a mixed answer the lines of the placed orders leave the cart', () => {
    const lines = applyModalidade(ready(), [2], 'FOB').lines;
    const left = withoutPlacedGroups(lines, new Set([groupKey(10, 'CIF')]));
    expect(left.map((l) => l.item)).toEqual([2]);
  });
});

describe('cart store actions of the cart screen', () => {
  beforeEach(() => useCart.getState().reset());

  it('removing the last line resets the cart; totals follow every change', () => {
    const cart = useCart.getState();
    cart.replaceItens(cartOf());
    cart.setObsnf('OBS');
    expect(useCart.getState().totais).toMatchObject({
      unidades: [{ label: 'SC', quantidade: 60 }],
      peso: 1000 + 200 + 1500,
    });
    cart.removeItem(1);
    expect(useCart.getState().totais.unidades).toEqual([{ label: 'SC', quantidade: 40 }]);
    cart.removeItem(2);
    cart.removeItem(3);
    expect(useCart.getState()).toMatchObject({
      itens: [],
      obsnf: '',
      totais: { unidades: [], peso: 0, valor: 0 },
    });
  });

  it('after an order the cart is empty and says so until the next reset', () => {
    const cart = useCart.getState();
    cart.replaceItens(cartOf());
    cart.setFinalizacao({ key: 'k', body: '{}' });
    cart.markFinalised();
    expect(useCart.getState()).toMatchObject({ itens: [], finalizado: true, finalizacao: null });
    useCart.getState().reset();
    expect(useCart.getState().finalizado).toBe(false);
  });
});

describe('the review before finalising', () => {
  it('groups the lines as the server splits them (condition × modality), totals by cartTotals', () => {
    const [a, b] = fillDefaultPagamento(cartOf(), formas);
    const c = {
      ...applyPagamento([b], null, { forma: formas[0], condicao: formas[0].condicoes[1] })[0],
      item: 3,
    };
    const d = { ...b, item: 4, modalidade: { id: fob.id, sku: 'FOB', descricao: fob.descricao } };
    const groups = reviewGroups([a, b, c, d]);
    expect(groups.map((g) => [g.condicaoDescricao, g.modalidade, g.lines.map((l) => l.item)])).toEqual([
      ['28 DIAS', 'CIF', [a.item, b.item]],
      ['28/56 DIAS', 'CIF', [3]],
      ['28 DIAS', 'FOB', [4]],
    ]);
    expect(groups[0].formaDescricao).toBe('BOLETO BANCARIO');
    expect(groups[0].totais).toEqual(cartTotals([a, b]));
    const cents = groups.reduce((s, g) => s + Math.round(g.totais.valor * 100), 0);
    expect(cents).toBe(Math.round(cartTotals([a, b, c, d]).valor * 100));
  });

  it('the available credit against the total: within (equal too), over (warning), refused, unknown', () => {
    expect(creditReview(100, 100, true)).toEqual({ kind: 'within', disponivel: 100 });
    expect(creditReview(100.01, 100, false)).toEqual({
      kind: 'over',
      disponivel: 100,
      blocked: false,
      message: MSG.orderOverCredit(formatCurrency(100.01), formatCurrency(100)),
    });
    expect(MSG.orderOverCredit('R$ 1,00', 'R$ 0,50')).toBe(
      'Este pedido (R$ 1,00) ultrapassa o seu limite disponível (R$ 0,50).',
    );
    const refused = creditReview(50, -10, true);
    expect(refused).toMatchObject({ kind: 'over', blocked: true });
    expect(refused.kind === 'over' && refused.message).toBe(
      MSG.orderOverCreditRefused('R$ 50,00', '-R$ 10,00'),
    );
    expect(creditReview(50, undefined, true)).toEqual({ kind: 'unknown' });
    expect(creditReview(50, null, true)).toEqual({ kind: 'unknown' });
  });

  it('the delivery place, the FOB driver, the works and the dates of the lines', () => {
    expect(
      enderecoTexto({
        logradouro: 'RUA DAS FLORES',
        numero: '120',
        complemento: null,
        bairro: 'CENTRO',
        cidade: 'CAMPINAS',
        uf: 'SP',
        cep: '13010000',
      }),
    ).toBe('RUA DAS FLORES, 120 - CENTRO - CAMPINAS/SP - CEP 13010-000');
    expect(enderecoTexto(null)).toBe('');
    const [a, b] = cartOf();
    const fobLine: CartLine = {
      ...a,
      modalidade: { id: fob.id, sku: 'FOB', descricao: fob.descricao },
      motorista: { motoristaid: '1', motoristanome: 'JOSE' },
      veiculo: { veiculoplaca: 'ABC1D23', veiculodescricao: 'TRUCK' },
    };
    expect(fobDescription(fobLine)).toBe('JOSE · ABC1D23');
    expect(fobDescription(a)).toBeNull();
    const w1 = { ...b, item: 7, isObra: true, obraId: 5, obraCodigo: 'OB0001', obraDesc: obra.nome };
    expect(cartWorks([a, w1, { ...w1, item: 8 }])).toEqual([
      { id: 5, codigo: 'OB0001', descricao: obraDescricao(obra.nome) },
    ]);
    expect(
      requestedDates([
        { ...a, dataEmbarque: '10/12/2026' },
        { ...b, dataEmbarque: '10/12/2026' },
        { ...b, dataEmbarque: ' 11/12/2026 ' },
        { ...b, dataEmbarque: null },
      ]),
    ).toEqual(['10/12/2026', '11/12/2026']);
  });
});
