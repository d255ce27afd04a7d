// The demo ERP's billing of an order: an NF-e (valid key, layout-4.00 nfeProc XML) and the boleto
// titles of the order's payment condition, written through the same services a real ERP uses.
import { and, asc, eq, sql } from 'drizzle-orm';
import { randomCnf, UF_CODES, type Uf } from '@portal/shared/fiscal/nfe';
import type { TituloItem } from '@portal/shared/schemas/integracao';
import {
  buildNfeProcXml,
  computeNfeTotal,
  volumesOf,
  type NfeEndereco,
  type NfeInput,
  type NfeItemInput,
} from '../documents/nfe/build';
import type { Db } from '../db/client';
import {
  clientes,
  marcas,
  notasFiscais,
  pagamentoCondicoes,
  pedidoItens,
  pedidos,
  produtos,
  unidades,
} from '../db/schema';
import { faturamentoDe } from './billing';
import { addDays, brDay, type ErpContext } from './common';
import { upsertNotas } from './upsert-notas';
import { pixDinamicoDemo } from './demo-pix';
import { upsertTitulos } from './upsert-titulos';

/** IBGE code of each state's capital (fallback municipality of an address). */
const CAPITAL_IBGE: Record<string, string> = {
  RO: '1100205',
  AC: '1200401',
  AM: '1302603',
  RR: '1400100',
  PA: '1501402',
  AP: '1600303',
  TO: '1721000',
  MA: '2111300',
  PI: '2211001',
  CE: '2304400',
  RN: '2408102',
  PB: '2507507',
  PE: '2611606',
  AL: '2704302',
  SE: '2800308',
  BA: '2927408',
  MG: '3106200',
  ES: '3205309',
  RJ: '3304557',
  SP: '3550308',
  PR: '4106902',
  SC: '4205407',
  RS: '4314902',
  MS: '5002704',
  MT: '5103403',
  GO: '5208707',
  DF: '5300108',
};
const CITY_IBGE: Record<string, string> = {
  'SAO PAULO': '3550308',
  'SÃO PAULO': '3550308',
  CAMPINAS: '3509502',
  'BELO HORIZONTE': '3106200',
  COTIA: '3513009',
};
const cityCode = (city: string | null, uf: string) =>
  CITY_IBGE[(city ?? '').toUpperCase()] ?? CAPITAL_IBGE[uf] ?? '3550308';

/** Emitter data the ERP keeps for the demo units (address and state registration are not in `unidades`). */
export const DEMO_EMITTERS: Record<string, { ender: NfeEndereco; IE: string }> = {
  '03/01': {
    ender: {
      xLgr: 'AV. DAS NACOES UNIDAS',
      nro: '12901',
      xCpl: 'GALPAO 3',
      xBairro: 'BROOKLIN PAULISTA',
      cMun: '3550308',
      xMun: 'SAO PAULO',
      UF: 'SP',
      CEP: '04578910',
      fone: '1130450100',
    },
    IE: '110042490114',
  },
  '03/02': {
    ender: {
      xLgr: 'RODOVIA ANHANGUERA KM 104',
      nro: 'S/N',
      xCpl: 'MODULO 7',
      xBairro: 'JARDIM SAO JOSE',
      cMun: '3509502',
      xMun: 'CAMPINAS',
      UF: 'SP',
      CEP: '13065000',
      fone: '1937450200',
    },
    IE: '244325617112',
  },
  '04/01': {
    ender: {
      xLgr: 'AV. DO CONTORNO',
      nro: '8000',
      xCpl: null,
      xBairro: 'SANTO AGOSTINHO',
      cMun: '3106200',
      xMun: 'BELO HORIZONTE',
      UF: 'MG',
      CEP: '30110056',
      fone: '3132450300',
    },
    IE: '0623079040081',
  },
};

/** The demo carrier of CIF deliveries. */
export const DEMO_CARRIER = {
  CNPJ: '12345678000195',
  xNome: 'TRANSPORTADORA RODO CERTO LTDA',
  IE: '112233445119',
  xEnder: 'RUA DOS TRANSPORTES, 500',
  xMun: 'GUARULHOS',
  UF: 'SP',
  placa: 'FTR4E21',
};

/** The demo boleto account: Banco do Brasil, 7-digit convênio, carteira 17. */
export const DEMO_BANK = {
  bancoCodigo: '001',
  agencia: '3064',
  numeroConta: '45120-8',
  carteira: '17',
  convenio: '2948571',
};

const SERIE = 1;

export interface IssuedInvoice {
  chave: string;
  doc: string;
  serie: string;
}

/**
 * Bills a portal order as the ERP would: an invoice (once per order; an existing one is returned)
 * and its titles. Runs inside the caller's transaction.
 */
export async function issueDemoInvoice(
  ctx: ErpContext,
  pedidoId: number,
  at: Date,
  random: () => number = Math.random,
): Promise<IssuedInvoice> {
  const db = ctx.db;
  const [existing] = await db
    .select({ chave: notasFiscais.chave, doc: notasFiscais.doc, serie: notasFiscais.serie })
    .from(notasFiscais)
    .where(eq(notasFiscais.pedidoId, pedidoId))
    .orderBy(asc(notasFiscais.id))
    .limit(1);
  if (existing) return existing;

  const [row] = await db
    .select({ p: pedidos, u: unidades, c: clientes })
    .from(pedidos)
    .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
    .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
    .where(eq(pedidos.id, pedidoId))
    .limit(1);
  if (!row) throw new Error(`pedido ${pedidoId} não encontrado`);
  const { p, u, c } = row;
  if (!u.cnpj || !u.uf || !(u.uf in UF_CODES))
    throw new Error(`unidade ${u.empresaCod}/${u.filialCod} sem CNPJ ou UF: a NF-e não pode ser emitida`);
  const itens = await db
    .select({ i: pedidoItens, ncm: produtos.ncm, peso: produtos.peso })
    .from(pedidoItens)
    .innerJoin(produtos, eq(produtos.id, pedidoItens.produtoId))
    .where(eq(pedidoItens.pedidoId, pedidoId))
    .orderBy(asc(pedidoItens.item));
  if (itens.length === 0) throw new Error(`pedido ${p.ref} sem itens`);
  const first = itens[0].i;
  const [cond] = first.pagamentoCondicaoId
    ? await db
        .select({ parcelasDias: pagamentoCondicoes.parcelasDias, descricao: pagamentoCondicoes.descricao })
        .from(pagamentoCondicoes)
        .where(eq(pagamentoCondicoes.id, first.pagamentoCondicaoId))
        .limit(1)
    : [];
  const [marca] = await db
    .select({ nome: marcas.nome, razaoSocial: marcas.razaoSocial })
    .from(marcas)
    .where(eq(marcas.padrao, true))
    .limit(1);

  const nNF = (await lastInvoiceNumber(db, u.id)) + 1;
  const doc = String(nNF).padStart(9, '0');
  const uf = u.uf as Uf;
  const emitter = DEMO_EMITTERS[`${u.empresaCod}/${u.filialCod}`] ?? {
    ender: {
      xLgr: 'ENDERECO DA UNIDADE',
      nro: 'S/N',
      xBairro: 'CENTRO',
      cMun: cityCode(u.cidade, uf),
      xMun: u.cidade ?? 'NAO INFORMADO',
      UF: uf,
      CEP: '00000000',
    },
    IE: '111111111111',
  };
  const destUf = c.uf ?? uf;
  const interstate = destUf !== emitter.ender.UF;
  const nfeItens: NfeItemInput[] = itens.map(({ i, ncm }) => ({
    cProd: i.produtoSku,
    xProd: i.produtoDesc,
    NCM: ncm ?? '68109900',
    CFOP: interstate ? '6102' : '5102',
    uCom: i.produtoUM,
    qCom: i.produtoQuant,
    vUnCom: i.produtoValorUnit,
    pICMS: interstate ? 12 : 18,
  }));

  // Titles, duplicatas, payment group and text: the order's payment method and condition
  // (advance payment: one title already paid and no duplicata).
  const emissao = brDay(at);
  const totalCents = Math.round(computeNfeTotal(nfeItens) * 100);
  const fat = faturamentoDe(
    {
      formaSku: first.pagamentoFormaSku ?? '',
      formaDescricao: first.pagamentoFormaDescricao ?? first.pagamentoFormaSku ?? '',
      condicaoDescricao: cond?.descricao ?? first.pagamentoCondicaoDescricao ?? '',
      parcelasDias: cond?.parcelasDias ?? [],
    },
    totalCents,
    emissao,
  );
  const { antecipado, boleto, dias, parcelas: parts, duplicatas } = fat;

  const fob = itens.some(({ i }) => i.modalidadeSku === 'FOB');
  const placa = first.veiculoPlaca ?? first.fobVeiculoPlaca;
  const cUF = UF_CODES[uf];
  const nProt = `1${cUF}${emissao.slice(2, 4)}${String(u.id % 1000).padStart(3, '0')}${String(nNF % 10_000_000).padStart(7, '0')}`;
  const input: NfeInput = {
    cNF: randomCnf(nNF, random),
    serie: SERIE,
    nNF,
    dhEmi: at,
    emit: {
      CNPJ: u.cnpj,
      xNome: (marca?.razaoSocial ?? 'Portal B2B Distribuição Ltda.').toUpperCase(),
      xFant: `${(marca?.nome ?? 'Portal B2B').toUpperCase()} - ${u.descricao}`,
      ender: emitter.ender,
      IE: emitter.IE,
      CRT: 3,
    },
    dest: {
      ...(c.cgc && c.cgc.length === 11 ? { CPF: c.cgc } : { CNPJ: c.cgc ?? '00000000000000' }),
      xNome: c.razao,
      ender: {
        xLgr: c.logradouro ?? 'RUA SEM NOME',
        nro: c.numero ?? 'S/N',
        xCpl: c.complemento,
        xBairro: c.bairro ?? 'CENTRO',
        cMun: cityCode(c.cidade, destUf),
        xMun: c.cidade ?? 'NAO INFORMADO',
        UF: destUf,
        CEP: c.cep ?? '00000000',
        fone: c.telefone,
      },
      indIEDest: c.inscricaoEstadual ? 1 : 9,
      IE: c.inscricaoEstadual,
      email: c.email,
    },
    itens: nfeItens,
    modFrete: fob ? 1 : 0,
    ...(fob
      ? {
          transporta: {
            CNPJ: c.cgc && c.cgc.length === 14 ? c.cgc : null,
            CPF: c.cgc && c.cgc.length === 11 ? c.cgc : null,
            xNome: first.fobEmpresaNome ?? c.razao,
            xMun: c.cidade,
            UF: c.uf,
          },
          ...(placa ? { veicTransp: { placa, UF: destUf } } : {}),
        }
      : {
          transporta: {
            CNPJ: DEMO_CARRIER.CNPJ,
            xNome: DEMO_CARRIER.xNome,
            IE: DEMO_CARRIER.IE,
            xEnder: DEMO_CARRIER.xEnder,
            xMun: DEMO_CARRIER.xMun,
            UF: DEMO_CARRIER.UF,
          },
          veicTransp: { placa: DEMO_CARRIER.placa, UF: DEMO_CARRIER.UF },
        }),
    vol: volumesOf(itens.map(({ i, peso }) => ({ uCom: i.produtoUM, qCom: i.produtoQuant, pesoKg: peso }))),
    pagamento: fat.pagamento,
    ...(duplicatas.length ? { fatura: { nFat: doc, duplicatas } } : {}),
    infCpl: [`PEDIDO PORTAL B2B ${p.ref}.`, first.pagamentoFormaSku ? fat.texto : '', p.obsnf ?? '']
      .filter(Boolean)
      .join(' '),
    protocolo: { nProt, dhRecbto: new Date(at.getTime() + 2000) },
  };
  const built = buildNfeProcXml(input);

  const keys = { empresa: u.empresaCod, filial: u.filialCod, codigo: c.codigo, loja: c.loja };
  await upsertNotas(ctx, [{ ...keys, pedidoRef: p.ref, chave: built.chave, xml: built.xml }]);
  const bank = (k: number) =>
    boleto || antecipado
      ? {
          ...DEMO_BANK,
          // Nosso número: convênio (7) + unit (2) + invoice number (6) + installment (2).
          nossoNumero: `${DEMO_BANK.convenio}${String(u.id % 100).padStart(2, '0')}${String(nNF % 1_000_000).padStart(6, '0')}${String(k + 1).padStart(2, '0')}`,
        }
      : {
          numeroConta: null,
          bancoCodigo: null,
          agencia: null,
          carteira: null,
          convenio: null,
          nossoNumero: null,
        };
  const titulos: TituloItem[] = dias.map((d, k) => ({
    ...keys,
    prefixo: 'NF',
    titulo: doc,
    parcela: String.fromCharCode(65 + k),
    pedidoRef: p.ref,
    chaveNfe: built.chave,
    ...bank(k),
    valorOri: parts[k] / 100,
    valor: parts[k] / 100,
    saldo: antecipado ? 0 : parts[k] / 100,
    // the bank's boleto com Pix (dynamic, demo PSP): every boleto the demo ERP registers has one
    ...(boleto && !antecipado
      ? {
          pixCopiaECola: pixDinamicoDemo({
            ref: `${u.empresaCod}/${u.filialCod}/NF/${doc}/${String.fromCharCode(65 + k)}`,
            nome: (marca?.nome ?? 'Portal B2B').toUpperCase(),
            cidade: u.cidade ?? 'SAO PAULO',
            valorCentavos: parts[k],
          }),
        }
      : {}),
    emissao,
    vencrea: addDays(emissao, d),
    baixa: antecipado ? emissao : null,
  }));
  await upsertTitulos(ctx, titulos);
  return { chave: built.chave, doc, serie: String(SERIE) };
}

/** Highest invoice number of a unit in the demo série (numbering is per unit and série). */
export async function lastInvoiceNumber(db: Db, unidadeId: number): Promise<number> {
  const [{ last }] = await db
    .select({
      last: sql<number>`coalesce(max(nullif(regexp_replace(${notasFiscais.doc}, '\D', '', 'g'), '')::bigint), 0)::int`,
    })
    .from(notasFiscais)
    .where(and(eq(notasFiscais.unidadeId, unidadeId), eq(notasFiscais.serie, String(SERIE))));
  return Number(last);
}
