// Pix of several títulos (payment intents): the bounds, the messages and the screen's texts, apart
// from the zod schemas (schemas/pix-intencao.ts) so the finance screen's Pix parts start without
// building any schema. docs/product/documentos-fiscais.md §5: the payload is a static BR Code (key +
// amount + txid) of the unit's Pix key; the ERP reconciles by the txid and confirms or rejects.
import { formatCurrency, formatDateTime } from './format';

/** The most títulos one Pix pays. */
export const PIX_INTENCAO_TITULOS_MAX = 20;
/** Pix a user may create per Brasília day (every status counts: expired ones too). */
export const PIX_INTENCOES_POR_DIA = 30;
/** Prefix of an intent's txid: 'PI' + id + random alphanumerics, 25 in all (the static txid's maximum). */
export const PIX_TXID_PREFIXO = 'PI';
/** A reason of the ERP's rejection, at most (pix_intencoes.motivo). */
export const PIX_MOTIVO_MAX = 200;

export const PIX_INTENCAO_STATUSES = ['ABERTA', 'CONFIRMADA', 'REJEITADA', 'EXPIRADA'] as const;
export type PixIntencaoStatus = (typeof PIX_INTENCAO_STATUSES)[number];

/** The parameter's hours, a malformed or out-of-range value read as the default 24. */
export function pixIntencaoHoras(value: string | undefined): number {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= 720 ? n : 24;
}

const numero = (titulo: string, parcela: string) => `${titulo}/${parcela}`;

/** Refusals and answers, on the screen and from the API. */
export const PIX_MSG = {
  semChave:
    'Pix indisponível para esta filial: ela ainda não tem uma chave Pix cadastrada. Use o boleto ou fale com o financeiro.',
  unidadesDiferentes: 'Um Pix paga títulos de uma só unidade de venda: escolha apenas títulos desta filial.',
  lojasDiferentes: 'Um Pix paga títulos de uma só loja do cliente: escolha títulos de um mesmo cadastro.',
  nenhumTitulo: 'Escolha ao menos um título em aberto para pagar com Pix.',
  titulosDemais: `Escolha no máximo ${PIX_INTENCAO_TITULOS_MAX} títulos por Pix.`,
  tituloRepetido: 'O mesmo título foi escolhido duas vezes.',
  tituloFechado: (titulo: string, parcela: string) =>
    `O título ${numero(titulo, parcela)} não está em aberto (já pago ou cancelado) e não entra no Pix.`,
  tituloEmOutroPix: (titulo: string, parcela: string, expiraEm: string) =>
    `O título ${numero(titulo, parcela)} já está em um Pix em aberto, válido até ${formatDateTime(expiraEm)}. ` +
    'Pague aquele Pix ou espere ele vencer para gerar outro.',
  limiteDia: `Você já gerou ${PIX_INTENCOES_POR_DIA} Pix hoje. Tente de novo amanhã ou use os boletos.`,
  // ERP side (integration API)
  erpNaoEncontrada: (txid: string) => `Intenção de pagamento ${txid} não encontrada.`,
  erpExpirada: (txid: string, expiraEm: string) =>
    `A intenção de pagamento ${txid} venceu em ${expiraEm} e não pode ser confirmada. ` +
    'Se o Pix foi recebido mesmo assim, dê baixa nos títulos pelo PUT /titulos (saldo e baixa).',
  erpJaRejeitada: (txid: string) =>
    `A intenção de pagamento ${txid} foi rejeitada antes e não pode ser confirmada.`,
  erpJaConfirmada: (txid: string) =>
    `A intenção de pagamento ${txid} já foi confirmada e não pode ser rejeitada.`,
  erpJaExpirada: (txid: string) => `A intenção de pagamento ${txid} já venceu e não pode ser rejeitada.`,
  pagoPorOutro: (txid: string) => `Os títulos foram pagos pelo Pix ${txid}.`,
} as const;

/** Texts of the finance screen's Pix of several títulos. */
export const PIX_LABELS = {
  selecionar: (titulo: string, parcela: string) =>
    `Selecionar o título ${numero(titulo, parcela)} para o Pix`,
  selecionarTodos: 'Selecionar todos os títulos em aberto para o Pix',
  colunaSelecao: 'Pix',
  selecionados: (n: number, saldo: number) =>
    n === 1
      ? `1 título selecionado, saldo de ${formatCurrency(saldo)}`
      : `${n} títulos selecionados, saldo de ${formatCurrency(saldo)}`,
  dica: 'Marque os títulos em aberto que quer pagar juntos com um só Pix.',
  pagar: (n: number) => `PAGAR ${n} COM PIX`,
  limpar: 'LIMPAR SELEÇÃO',
  gerando: 'Gerando o Pix...',
  titulo: (n: number) => (n === 1 ? 'Pix de 1 título' : `Pix de ${n} títulos`),
  valor: 'Valor do Pix',
  validoAte: (quando: string) => `Válido até ${formatDateTime(quando)}`,
  qr: (valor: number) => `QR Code do Pix de ${formatCurrency(valor)}`,
  copiaECola: 'Pix copia e cola',
  copiar: 'COPIAR CÓDIGO PIX',
  copiado: 'Código Pix copiado.',
  copiarFalhou: 'Não foi possível copiar: selecione o código e copie.',
  tabela: 'Títulos pagos por este Pix',
  colTitulo: 'Título',
  colValor: 'Valor hoje',
  encargos: 'O valor de um título vencido inclui multa e juros até hoje.',
  aguardando: 'Assim que o pagamento for confirmado, os títulos aparecem como pagos aqui, sem recarregar.',
  confirmado: 'Pagamento confirmado: os títulos estão pagos.',
  rejeitado: (motivo: string | null) => `O Pix foi recusado pelo financeiro${motivo ? `: ${motivo}` : '.'}`,
  expirado: 'Este Pix venceu. Selecione os títulos de novo para gerar outro.',
  emPix: 'Pix em aberto',
  emPixDica: (quando: string) => `Em um Pix aberto até ${formatDateTime(quando)}`,
  verPix: 'VER PIX',
  abertos: 'Pix em aberto',
  fechar: 'FECHAR',
} as const;
