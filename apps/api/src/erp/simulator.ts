// Demo ERP (docs/product/arquitetura.md §5): when no real ERP is connected, it takes the portal's new orders
// from the feed, acknowledges them and moves each along REALIZADO -> EM ANALISE -> LIBERADO -> EM
// CARREGAMENTO -> NF-e EMITIDA -> EM TRANSPORTE -> ENTREGUE (every 4th order on to CONCLUIDO),
// one step per pace interval, billing at NF-e EMITIDA and reporting tracking events. Everything
// goes through the services of the integration API. It also receives the Pix of several títulos: an
// open intent is confirmed (its títulos paid) once it is `pixDelayMs` old, as if the bank had told it.
// Time comes from the injected clock and the work from tick(): tests call tick() after moving the
// clock, the server calls it on a timer.
import { and, asc, eq, inArray, like, max, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { PedidoItemUpdateInput, RastreioEventoItem } from '@portal/shared/schemas/integracao';
import type { Config } from '../config';
import { clientes, pedidoItens, pedidoStatusHistorico, pedidos, unidades } from '../db/schema';
import { AppError } from '../http/errors';
import { ackCancelamentos } from './ack-cancelamentos';
import { ackPedidos } from './ack-pedidos';
import { addDays, brDateTime, brDay, inTransaction, type ErpContext } from './common';
import { listPedidosCancelados } from './list-pedidos-cancelados';
import { listPedidosNovos } from './list-pedidos-novos';
import { confirmPixIntencao, listPixIntencoesAbertas } from './pix-intencoes';
import { DEMO_CARRIER, issueDemoInvoice } from './simulator-invoice';
import { updatePedidoStatus } from './update-pedido-status';
import { upsertRastreio } from './upsert-rastreio';

/** ERP number the demo ERP gives the orders it takes; it also marks them as its own. */
export const DEMO_ERP_PREFIX = 'DEMO-';
const FEED_PAGE = 100;
/**
 * Orders the demo ERP leaves in the feed: S/D and PENDENTE DE ENVIO stand for orders the ERP has
 * not received, as the demo data shows them.
 */
const LEFT_IN_FEED = [ORDER_STATUS.SD, ORDER_STATUS.PENDENTE_ENVIO];

const S = ORDER_STATUS;
/** Next status of the demo flow; undefined = the order stays where it is. */
export function nextStatus(statusId: number, pedidoId: number): number | undefined {
  switch (statusId) {
    case S.REALIZADO:
      return S.EM_ANALISE;
    case S.EM_ANALISE:
      return S.LIBERADO;
    case S.LIBERADO:
      return S.CARREGAMENTO;
    case S.CARREGAMENTO:
      return S.NFE_EMITIDA;
    case S.NFE_EMITIDA:
      return S.TRANSPORTE;
    case S.TRANSPORTE:
      return S.ENTREGUE;
    case S.ENTREGUE:
      return pedidoId % 4 === 0 ? S.CONCLUIDO : undefined;
    default:
      return undefined; // CANCELADO, CONCLUIDO, S/D, PENDENTE DE ENVIO
  }
}

/** On unless ERP_SIMULATOR says otherwise; by default on with the embedded database only. */
export function simulatorEnabled(config: Pick<Config, 'ERP_SIMULATOR' | 'DATABASE_URL'>): boolean {
  return config.ERP_SIMULATOR ? config.ERP_SIMULATOR === 'on' : !config.DATABASE_URL;
}

export interface SimulatorLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ErpSimulatorOptions {
  /** Pace: time between two steps of an order. */
  stepMs: number;
  log?: SimulatorLog;
  /** Source of the NF-e random code (cNF). */
  random?: () => number;
  /** Age at which an open Pix intent is confirmed (default: half a step, at least 5 s). */
  pixDelayMs?: number;
}

export interface TickResult {
  /** Orders taken from the feed and acknowledged. */
  acknowledged: number;
  /** Status steps applied. */
  steps: number;
  /** Orders whose step failed (logged; retried on the next tick). */
  failed: number;
  /** Pix intents confirmed (their títulos paid). */
  pix: number;
}

export interface ErpSimulator {
  tick(): Promise<TickResult>;
  /** Calls tick() every intervalMs (timer unref'd); errors are logged, never thrown. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a running tick. */
  stop(): Promise<void>;
}

const RECEIVERS = [
  { nome: 'CARLOS EDUARDO SANTOS', doc: '52998224725' },
  { nome: 'MARIA APARECIDA LIMA', doc: '11144477735' },
  { nome: 'JOAO BATISTA OLIVEIRA', doc: '39053344705' },
  { nome: 'ANA PAULA FERREIRA', doc: '86288366757' },
];

const quiet: SimulatorLog = { info() {}, warn() {}, error() {} };
const plusMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
const branch = (city: string | null | undefined) =>
  (city ?? 'MTZ')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase() || 'MTZ';
const place = (city: string | null | undefined, uf: string | null | undefined) =>
  [city, uf].filter(Boolean).join('/') || null;

interface ActiveOrder {
  id: number;
  ref: string;
  statusId: number;
  empresa: string;
  filial: string;
  last: Date;
}

export function createErpSimulator(ctx: ErpContext, opts: ErpSimulatorOptions): ErpSimulator {
  const log = opts.log ?? quiet;
  const random = opts.random ?? Math.random;
  const stepMs = Math.max(1, Math.round(opts.stepMs));
  const pixDelayMs = opts.pixDelayMs ?? Math.max(5000, Math.floor(stepMs / 2));
  let running: Promise<TickResult> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** Takes every new order from the feed and acknowledges it, as a real ERP would. */
  async function pullFeed(): Promise<number> {
    let total = 0;
    for (let round = 0; round < 50; round++) {
      const feed = await listPedidosNovos(ctx, FEED_PAGE, { excluirStatus: LEFT_IN_FEED });
      if (feed.length === 0) break;
      await ackPedidos(
        ctx,
        feed.map((p) => ({
          ref: p.ref,
          empresa: p.empresa,
          filial: p.filial,
          erpNumero: `${DEMO_ERP_PREFIX}${p.empresa}${p.filial}${p.ref}`.slice(0, 30),
        })),
      );
      total += feed.length;
      if (feed.length < FEED_PAGE) break;
    }
    // Portal cancellations of orders it had taken: it cancels its copy and confirms.
    for (let round = 0; round < 50; round++) {
      const cancelled = await listPedidosCancelados(ctx, FEED_PAGE);
      if (cancelled.length === 0) break;
      await ackCancelamentos(
        ctx,
        cancelled.map((p) => ({ ref: p.ref, empresa: p.empresa, filial: p.filial })),
      );
      if (cancelled.length < FEED_PAGE) break;
    }
    return total;
  }

  /** The demo ERP's orders that still have a step ahead, with the time of their last change. */
  async function activeOrders(): Promise<ActiveOrder[]> {
    const rows = await ctx.db
      .select({
        id: pedidos.id,
        ref: pedidos.ref,
        statusId: pedidos.statusId,
        ack: pedidos.erpAckDate,
        empresa: unidades.empresaCod,
        filial: unidades.filialCod,
      })
      .from(pedidos)
      .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
      .where(
        and(
          like(pedidos.erpNumero, `${DEMO_ERP_PREFIX}%`),
          or(
            inArray(pedidos.statusId, [
              S.REALIZADO,
              S.EM_ANALISE,
              S.LIBERADO,
              S.CARREGAMENTO,
              S.NFE_EMITIDA,
              S.TRANSPORTE,
            ]),
            and(eq(pedidos.statusId, S.ENTREGUE), sql`${pedidos.id} % 4 = 0`),
          ),
        ),
      )
      .orderBy(asc(pedidos.id));
    if (rows.length === 0) return [];
    const hist = await ctx.db
      .select({ pedidoId: pedidoStatusHistorico.pedidoId, last: max(pedidoStatusHistorico.createdDate) })
      .from(pedidoStatusHistorico)
      .where(
        inArray(
          pedidoStatusHistorico.pedidoId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(pedidoStatusHistorico.pedidoId);
    const lastOf = new Map(hist.map((h) => [h.pedidoId, h.last]));
    return rows.map((r) => {
      // The ERP's clock for an order starts when it received it.
      const times = [r.ack, lastOf.get(r.id)].filter((d): d is Date => d instanceof Date);
      const last = new Date(Math.max(...times.map((d) => d.getTime())));
      return { id: r.id, ref: r.ref, statusId: r.statusId, empresa: r.empresa, filial: r.filial, last };
    });
  }

  /** One status step of an order at `at`, in one transaction. */
  async function step(o: ActiveOrder, to: number, at: Date): Promise<void> {
    await inTransaction(ctx, async (tx) => {
      const txCtx: ErpContext = { db: tx, clock: ctx.clock, config: ctx.config };
      const itens = await tx
        .select({ item: pedidoItens.item, dataEmbarque: pedidoItens.dataEmbarque })
        .from(pedidoItens)
        .where(eq(pedidoItens.pedidoId, o.id))
        .orderBy(asc(pedidoItens.item));
      const datacad = brDateTime(at, true);
      const extra: Partial<PedidoItemUpdateInput> = {};
      if (to === S.CARREGAMENTO) extra.ordemcarreg = `OC${String(o.id).padStart(8, '0')}`;
      if (to === S.NFE_EMITIDA) {
        const nf = await issueDemoInvoice(txCtx, o.id, at, random);
        Object.assign(extra, { nota1: nf.doc, serie1: nf.serie, chave1: nf.chave });
      }
      const updates: PedidoItemUpdateInput[] = itens.map((i) => {
        const u: PedidoItemUpdateInput = { item: i.item, datacad, ...extra };
        if (to === S.LIBERADO) {
          // Scheduled for the shipping date the customer asked for, else the next day, at 08:00.
          const day = i.dataEmbarque && i.dataEmbarque > brDay(at) ? i.dataEmbarque : addDays(brDay(at), 1);
          u.agendamento = `${day}T08:00:00-03:00`;
        }
        return u;
      });
      await updatePedidoStatus(
        txCtx,
        o.ref,
        {
          empresa: o.empresa,
          filial: o.filial,
          statusId: to,
          statusAnterior: o.statusId,
          dataHora: datacad,
          itens: updates,
        },
        { origem: 'ERP' },
      );
      if (to === S.TRANSPORTE || to === S.ENTREGUE) await trackingEvents(txCtx, o, to, at);
    });
  }

  /** Carrier events of the order's invoice: dispatch at EM TRANSPORTE, delivery at ENTREGUE. */
  async function trackingEvents(txCtx: ErpContext, o: ActiveOrder, to: number, at: Date): Promise<void> {
    const [row] = await txCtx.db
      .select({
        chave: sql<
          string | null
        >`(select nf.chave from notas_fiscais nf where nf.pedido_id = ${pedidos.id} order by nf.id limit 1)`,
        uCidade: unidades.cidade,
        uUf: unidades.uf,
        cCidade: clientes.cidade,
        cUf: clientes.uf,
      })
      .from(pedidos)
      .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
      .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
      .where(eq(pedidos.id, o.id))
      .limit(1);
    if (!row?.chave) return;
    const earlier = plusMs(at, -Math.min(Math.floor(stepMs / 2), 3600_000));
    const common = { chave: row.chave, dominio: 'RDC' };
    const events: RastreioEventoItem[] =
      to === S.TRANSPORTE
        ? [
            {
              ...common,
              dataHora: brDateTime(earlier, true),
              filial: branch(row.uCidade),
              cidade: place(row.uCidade, row.uUf),
              ocorrencia: 'DOCUMENTO DE TRANSPORTE EMITIDO (80)',
              descricao: `Documento de transporte emitido por ${DEMO_CARRIER.xNome}.`,
              tipo: 'Informativo',
            },
            {
              ...common,
              dataHora: brDateTime(at, true),
              filial: branch(row.uCidade),
              cidade: place(row.uCidade, row.uUf),
              ocorrencia: 'SAIDA DE UNIDADE (82)',
              descricao: 'Mercadoria saiu da unidade de origem com destino ao cliente.',
              tipo: 'Informativo',
            },
          ]
        : [
            {
              ...common,
              dataHora: brDateTime(earlier, true),
              filial: branch(row.cCidade),
              cidade: place(row.cCidade, row.cUf),
              ocorrencia: 'SAIDA PARA ENTREGA (85)',
              descricao: 'Mercadoria saiu para entrega ao destinatário.',
              tipo: 'Informativo',
            },
            {
              ...common,
              dataHora: brDateTime(at, true),
              filial: branch(row.cCidade),
              cidade: place(row.cCidade, row.cUf),
              ocorrencia: 'MERCADORIA ENTREGUE (01)',
              descricao: 'Mercadoria entregue ao destinatário.',
              tipo: 'Entrega',
              nomeRecebedor: RECEIVERS[o.id % RECEIVERS.length].nome,
              nroDocRecebedor: RECEIVERS[o.id % RECEIVERS.length].doc,
            },
          ];
    await upsertRastreio(txCtx, events);
  }

  /** Confirms the open Pix intents old enough: the bank received them (their títulos are paid). */
  async function receivePix(): Promise<number> {
    const now = ctx.clock().getTime();
    let n = 0;
    for (const i of await listPixIntencoesAbertas(ctx, FEED_PAGE)) {
      if (now - new Date(i.createdDate).getTime() < pixDelayMs) continue;
      try {
        await confirmPixIntencao(ctx, i.txid);
        n++;
      } catch (err) {
        // 409: expired or decided meanwhile; the next tick no longer lists it.
        if (!(err instanceof AppError && err.status === 409))
          log.error({ err, txid: i.txid }, 'ERP de demonstração: falha ao confirmar o Pix');
      }
    }
    return n;
  }

  async function runTick(): Promise<TickResult> {
    const result: TickResult = { acknowledged: await pullFeed(), steps: 0, failed: 0, pix: 0 };
    const now = ctx.clock();
    for (const o of await activeOrders()) {
      // One step per elapsed interval since the last change; a restart catches up in order.
      let cur = o;
      for (
        let to = nextStatus(cur.statusId, cur.id);
        to !== undefined;
        to = nextStatus(cur.statusId, cur.id)
      ) {
        const at = plusMs(cur.last, stepMs);
        if (at.getTime() > now.getTime()) break;
        try {
          await step(cur, to, at);
        } catch (err) {
          // 409: the order changed meanwhile (e.g. cancelled in the portal); the next tick sees it.
          if (!(err instanceof AppError && err.status === 409)) {
            result.failed++;
            log.error(
              { err, pedido: cur.ref, statusId: to },
              'ERP de demonstração: falha ao avançar o pedido',
            );
          }
          break;
        }
        result.steps++;
        cur = { ...cur, statusId: to, last: at };
      }
    }
    result.pix = await receivePix();
    if (result.acknowledged || result.steps || result.pix) log.info({ ...result }, 'ERP de demonstração');
    return result;
  }

  const simulator: ErpSimulator = {
    tick() {
      // Ticks never overlap: a tick asked for while one runs waits for it and then runs.
      const previous = running ?? Promise.resolve(null);
      const next = previous.catch(() => null).then(() => runTick());
      running = next;
      return next.finally(() => {
        if (running === next) running = null;
      });
    },
    start(intervalMs = Math.min(5000, Math.max(250, Math.floor(stepMs / 4)))) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        simulator.tick().catch((err) => log.error({ err }, 'ERP de demonstração: falha no ciclo'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => null);
    },
  };
  return simulator;
}
