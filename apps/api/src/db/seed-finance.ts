// Finance demo data (docs/product/arquitetura.md §8): invoices (NF-e with the authorized XML) and their
// titles (boletos) in every situation, dated relative to today so that the default filter window
// (today ± DIAS_BOLETO days) shows them. Deterministic for a given PRNG and day.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { randomCnf } from '@portal/shared/fiscal/nfe';
import { buildNfeProcXml, computeNfeTotal, volumesOf, type NfeItemInput } from '../documents/nfe/build';
import { faturamentoDe } from '../erp/billing';
import { pixDinamicoDemo } from '../erp/demo-pix';
import { DEMO_EMITTERS } from '../erp/simulator-invoice';
import type { Db } from './client';
import * as t from './schema';

export interface SeedRandom {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(arr: readonly T[]): T;
}

const IBGE_CITY: Record<string, string> = {
  'SAO PAULO': '3550308',
  'BELO HORIZONTE': '3106200',
  CAMPINAS: '3509502',
};

const CARRIER = {
  CNPJ: '12345678000195',
  xNome: 'TRANSPORTADORA RODO CERTO LTDA',
  IE: '112233445119',
  xEnder: 'RUA DOS TRANSPORTES, 500',
  xMun: 'GUARULHOS',
  UF: 'SP',
};
const CARRIER_PLATE = 'FTR4E21';

/** Boleto bank accounts of the units (Banco do Brasil, 7-digit convênio; one Itaú account). */
const BANKS = {
  bb: { bancoCodigo: '001', agencia: '3064', numeroConta: '45120-8', carteira: '17', convenio: '2948571' },
  itau: {
    bancoCodigo: '341',
    agencia: '0057',
    numeroConta: '72192',
    carteira: '109',
    convenio: null as string | null,
  },
};

type Situation = 'EMDIA' | 'VENCIDO' | 'QUITADO' | 'PARCIAL' | 'BLOQUEADO';

interface InvoicePlan {
  /** Days from today of the emission. */
  emitido: number;
  /** Installment due days after emission and what happened to each. */
  parcelas: { dias: number; sit: Situation }[];
  bank?: keyof typeof BANKS;
  itens: number;
  modFrete: 0 | 1;
  /** Unit of the invoice (default 03/01). */
  unidade?: '03/01' | '03/02';
}

/** The main customer: every situation inside the default window, plus older and later ones. */
const MAIN_PLANS: InvoicePlan[] = [
  {
    emitido: -70,
    parcelas: [
      { dias: 28, sit: 'QUITADO' },
      { dias: 56, sit: 'VENCIDO' },
      { dias: 84, sit: 'EMDIA' },
    ],
    itens: 3,
    modFrete: 0,
  },
  { emitido: -50, parcelas: [{ dias: 28, sit: 'QUITADO' }], itens: 2, modFrete: 1 },
  {
    emitido: -40,
    parcelas: [
      { dias: 28, sit: 'QUITADO' },
      { dias: 56, sit: 'EMDIA' },
    ],
    itens: 4,
    modFrete: 0,
  },
  { emitido: -28, parcelas: [{ dias: 21, sit: 'PARCIAL' }], itens: 2, modFrete: 0 },
  { emitido: -26, parcelas: [{ dias: 21, sit: 'VENCIDO' }], itens: 1, modFrete: 1 },
  { emitido: -24, parcelas: [{ dias: 14, sit: 'QUITADO' }], itens: 3, modFrete: 0 },
  { emitido: -20, parcelas: [{ dias: 28, sit: 'EMDIA' }], itens: 3, modFrete: 0 },
  {
    emitido: -12,
    parcelas: [
      { dias: 28, sit: 'BLOQUEADO' },
      { dias: 56, sit: 'EMDIA' },
    ],
    itens: 2,
    modFrete: 0,
  },
  { emitido: -6, parcelas: [{ dias: 28, sit: 'EMDIA' }], itens: 2, modFrete: 0, bank: 'itau' },
  { emitido: -3, parcelas: [{ dias: 28, sit: 'QUITADO' }], itens: 1, modFrete: 1 },
  { emitido: -15, parcelas: [{ dias: 28, sit: 'EMDIA' }], itens: 2, modFrete: 0, unidade: '03/02' },
];

/** Other customers at 03/01: a smaller mix. */
const OTHER_PLANS: InvoicePlan[] = [
  {
    emitido: -45,
    parcelas: [
      { dias: 28, sit: 'QUITADO' },
      { dias: 56, sit: 'EMDIA' },
    ],
    itens: 2,
    modFrete: 0,
  },
  { emitido: -38, parcelas: [{ dias: 28, sit: 'VENCIDO' }], itens: 1, modFrete: 1 },
  { emitido: -9, parcelas: [{ dias: 28, sit: 'EMDIA' }], itens: 3, modFrete: 0 },
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Brasília calendar day (UTC−3) `days` after the day of `base`, as 'YYYY-MM-DD'. */
function isoDay(base: Date, days: number): string {
  const d = new Date(base.getTime() - 3 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What each seeded invoice sold, by invoice id: the orders the invoices belong to are built from it. */
export type InvoiceLines = Map<
  number,
  {
    modFrete: 0 | 1;
    /** The payment condition the invoice was billed with (the order takes the same). */
    condicaoId: number;
    itens: { sku: string; quant: number; valor: number }[];
  }
>;

/**
 * Invoices and titles for the main customer (codigo 100001) and a few others at unit 03/01
 * (one invoice of the main customer at 03/02). `now` defaults to the current time.
 */
export async function seedFinance(db: Db, rnd: SeedRandom, now: Date = new Date()): Promise<InvoiceLines> {
  const sold: InvoiceLines = new Map();
  const [marca] = await db.select().from(t.marcas).where(eq(t.marcas.padrao, true)).limit(1);
  const units = await db.select().from(t.unidades).orderBy(asc(t.unidades.id));
  const unitByKey = new Map(units.map((u) => [`${u.empresaCod}/${u.filialCod}`, u]));
  const matriz = unitByKey.get('03/01');
  if (!matriz) return sold;
  const clients = await db
    .select()
    .from(t.clientes)
    .where(inArray(t.clientes.codigo, ['100001', '100002', '100004', '100013']))
    .orderBy(asc(t.clientes.codigo));
  if (clients.length === 0) return sold;
  const cif = await db.select().from(t.tabelasPreco).where(eq(t.tabelasPreco.sku, 'CIF'));
  const products = await db
    .select({
      id: t.produtos.id,
      sku: t.produtos.sku,
      descricao: t.produtos.descricao,
      um: t.produtos.um,
      peso: t.produtos.peso,
      ncm: t.produtos.ncm,
      quantMin: t.produtos.quantMin,
    })
    .from(t.produtos)
    .orderBy(asc(t.produtos.id))
    .limit(120);
  const prices = await db
    .select({ produtoId: t.precos.produtoId, tabelaPrecoId: t.precos.tabelaPrecoId, valor: t.precos.valor })
    .from(t.precos)
    .where(
      and(
        inArray(
          t.precos.tabelaPrecoId,
          cif.map((c) => c.id),
        ),
        isNull(t.precos.clienteId),
      ),
    );
  const priceOf = (unitId: number, produtoId: number) => {
    const tab = cif.find((c) => c.unidadeId === unitId);
    return prices.find((p) => p.tabelaPrecoId === tab?.id && p.produtoId === produtoId)?.valor ?? 0;
  };
  const vehicles = await db.select().from(t.veiculos);
  // The boleto conditions: each plan is billed with the one of its installment days.
  const conds = await db
    .select({ c: t.pagamentoCondicoes, f: t.pagamentoFormas })
    .from(t.pagamentoCondicoes)
    .innerJoin(t.pagamentoFormas, eq(t.pagamentoFormas.id, t.pagamentoCondicoes.pgtoFormaId))
    .where(eq(t.pagamentoFormas.sku, 'BOL'));
  const condOf = (dias: number[]) => {
    const found = conds.find((x) => x.c.parcelasDias.join('/') === dias.join('/'));
    if (!found) throw new Error(`seed: nenhuma condição de boleto de ${dias.join('/')} dias`);
    return found;
  };

  const nextNF = new Map<number, number>([
    ...units.map((u) => [u.id, 12000 + u.id * 1000] as [number, number]),
  ]);
  let protSeq = 1;
  let nossoSeq = 1;

  // Emission order by date so that invoice numbers grow with time.
  const plans = clients.flatMap((c, ci) =>
    (ci === 0 ? MAIN_PLANS : OTHER_PLANS).map((p) => ({
      cliente: c,
      plan: { ...p, emitido: p.emitido - (ci === 0 ? 0 : ci) },
    })),
  );
  plans.sort((a, b) => a.plan.emitido - b.plan.emitido);

  for (const { cliente, plan } of plans) {
    const unit = unitByKey.get(plan.unidade ?? '03/01') ?? matriz;
    const emitter = DEMO_EMITTERS[`${unit.empresaCod}/${unit.filialCod}`] ?? DEMO_EMITTERS['03/01'];
    const nNF = nextNF.get(unit.id)! + 1;
    nextNF.set(unit.id, nNF);
    const emissaoDay = isoDay(now, plan.emitido);
    const dhEmi = new Date(
      `${emissaoDay}T${pad(8 + rnd.int(0, 8))}:${pad(rnd.int(0, 59))}:${pad(rnd.int(0, 59))}-03:00`,
    );
    const interstate = (cliente.uf ?? 'SP') !== emitter.ender.UF;

    const chosen = new Set<number>();
    while (chosen.size < plan.itens) chosen.add(rnd.int(0, products.length - 1));
    const itens: (NfeItemInput & { peso: number })[] = [...chosen].map((k) => {
      const p = products[k];
      const qty =
        p.um === 'TL'
          ? rnd.int(5, 30)
          : p.um === 'SC'
            ? rnd.int(2, 30) * 10
            : Math.max(p.quantMin, 5) * rnd.int(2, 20);
      const price = priceOf(unit.id, p.id) || 10;
      return {
        cProd: p.sku,
        xProd: p.descricao,
        NCM: p.ncm ?? '68109900',
        CFOP: interstate ? '6102' : '5102',
        uCom: p.um,
        qCom: qty,
        vUnCom: price,
        pICMS: interstate ? 12 : 18,
        peso: p.peso,
      };
    });
    const total = Math.round(computeNfeTotal(itens) * 100);
    const cond = condOf(plan.parcelas.map((p) => p.dias));
    const fat = faturamentoDe(
      {
        formaSku: cond.f.sku,
        formaDescricao: cond.f.descricao,
        condicaoDescricao: cond.c.descricao,
        parcelasDias: cond.c.parcelasDias,
      },
      total,
      emissaoDay,
    );
    const parts = fat.parcelas;
    const doc = String(nNF).padStart(9, '0');
    const vehicle = vehicles.find((v) => v.clienteId === cliente.id);
    const nProt = `1${emitter.ender.UF === 'SP' ? '35' : '31'}${emissaoDay.slice(2, 4)}${String(protSeq++).padStart(10, '0')}`;

    const built = buildNfeProcXml({
      cNF: randomCnf(nNF, rnd.next),
      serie: 1,
      nNF,
      dhEmi,
      dhSaiEnt: new Date(dhEmi.getTime() + 2 * 3600_000),
      emit: {
        CNPJ: unit.cnpj ?? '11222333000181',
        xNome: (marca?.razaoSocial ?? 'Portal B2B Distribuição Ltda.').toUpperCase(),
        xFant: `${(marca?.nome ?? 'Portal B2B').toUpperCase()} - ${unit.descricao}`,
        ender: emitter.ender,
        IE: emitter.IE,
        CRT: 3,
      },
      dest: {
        CNPJ: cliente.cgc,
        xNome: cliente.razao,
        ender: {
          xLgr: cliente.logradouro ?? 'RUA SEM NOME',
          nro: cliente.numero ?? 'S/N',
          xCpl: cliente.complemento,
          xBairro: cliente.bairro ?? 'CENTRO',
          cMun: IBGE_CITY[cliente.cidade ?? ''] ?? '3550308',
          xMun: cliente.cidade ?? 'SAO PAULO',
          UF: cliente.uf ?? 'SP',
          CEP: cliente.cep ?? '01310100',
          fone: cliente.telefone,
        },
        indIEDest: cliente.inscricaoEstadual ? 1 : 9,
        IE: cliente.inscricaoEstadual,
        email: cliente.email,
      },
      itens: itens.map(({ peso: _peso, ...it }) => it),
      modFrete: plan.modFrete,
      ...(plan.modFrete === 0
        ? { transporta: CARRIER, veicTransp: { placa: CARRIER_PLATE, UF: 'SP' } }
        : vehicle
          ? {
              transporta: {
                CNPJ: cliente.cgc,
                xNome: cliente.razao,
                IE: cliente.inscricaoEstadual,
                xEnder: `${cliente.logradouro ?? ''}, ${cliente.numero ?? ''}`,
                xMun: cliente.cidade,
                UF: cliente.uf,
              },
              veicTransp: { placa: vehicle.placa, UF: 'SP' },
            }
          : {}),
      vol: volumesOf(itens.map((it) => ({ uCom: it.uCom, qCom: it.qCom, pesoKg: it.peso }))),
      pagamento: fat.pagamento,
      fatura: { nFat: doc, duplicatas: fat.duplicatas },
      infCpl: `PEDIDO PORTAL B2B. VENDEDOR: ${cliente.vendedorId ? 'V0001' : 'DIRETO'}. ${fat.texto}`,
      protocolo: { nProt, dhRecbto: new Date(dhEmi.getTime() + rnd.int(2, 40) * 1000) },
    });

    const [nota] = await db
      .insert(t.notasFiscais)
      .values({
        clienteId: cliente.id,
        unidadeId: unit.id,
        doc,
        serie: '1',
        emissao: dhEmi,
        valbrut: built.vNF,
        chave: built.chave,
        protocolo: nProt,
        xml: built.xml,
      })
      .returning({ id: t.notasFiscais.id });
    sold.set(nota.id, {
      modFrete: plan.modFrete,
      condicaoId: cond.c.id,
      itens: itens.map((it) => ({ sku: it.cProd, quant: it.qCom, valor: it.vUnCom })),
    });

    await db.insert(t.titulos).values(
      plan.parcelas.map((p, i) => {
        const valor = parts[i] / 100;
        const vencDays = plan.emitido + fat.dias[i];
        const bank = BANKS[plan.bank ?? 'bb'];
        const seq = nossoSeq++;
        const nossoNumero =
          bank.bancoCodigo === '001'
            ? `${bank.convenio}${String(seq).padStart(10, '0')}`
            : String(20000000 + seq);
        let saldo = valor;
        let baixa: string | null = null;
        if (p.sit === 'QUITADO') {
          saldo = 0;
          baixa = isoDay(now, Math.min(-1, vencDays - rnd.int(0, 3)));
        } else if (p.sit === 'PARCIAL') {
          saldo = Math.round(valor * 40) / 100; // 40 % still open
        }
        return {
          clienteId: cliente.id,
          unidadeId: unit.id,
          notaFiscalId: nota.id,
          prefixo: 'NF',
          titulo: doc,
          parcela: String.fromCharCode(65 + i),
          ...(p.sit === 'BLOQUEADO'
            ? {
                numeroConta: null,
                bancoCodigo: null,
                agencia: null,
                carteira: null,
                convenio: null,
                nossoNumero: null,
              }
            : { ...bank, nossoNumero }),
          // the bank's boleto com Pix, as the ERP sends it: the Banco do Brasil ones (the Itaú account's
          // títulos have none, so they show the unit's static Pix); field 54 unless partly paid
          pixPayload:
            p.sit !== 'BLOQUEADO' && bank.bancoCodigo === '001'
              ? pixDinamicoDemo({
                  ref: `${unit.empresaCod}/${unit.filialCod}/NF/${doc}/${String.fromCharCode(65 + i)}`,
                  nome: (marca?.nome ?? 'Portal B2B').toUpperCase(),
                  cidade: unit.cidade ?? 'SAO PAULO',
                  ...(p.sit === 'PARCIAL' ? {} : { valorCentavos: parts[i] }),
                })
              : null,
          valorOri: valor,
          valor,
          saldo,
          emissao: emissaoDay,
          vencrea: isoDay(now, vencDays),
          baixa,
        };
      }),
    );
  }
  return sold;
}
