// Texts of a screen of its own, apart from labels.ts so the first screens' JavaScript does not carry them.

/** Quick order (/pedido-rapido) and repeat order. */
export const QUICK_ORDER_LABELS = {
  intro:
    'Cole as linhas de uma planilha ou de um e-mail, uma por produto: código e quantidade, separados por tabulação, ponto e vírgula, vírgula ou espaço. Uma linha de cabeçalho é aceita.',
  pasteLabel: 'Linhas (código e quantidade)',
  pastePlaceholder: 'CIM00001;100\nARG00002 20\nTIJ00003\t1.500',
  check: 'VERIFICAR',
  clear: 'LIMPAR',
  upload: 'ENVIAR PLANILHA (.xlsx ou .csv)',
  sample: 'BAIXAR MODELO',
  sampleFile: 'modelo-pedido-rapido.xlsx',
  checking: 'Verificando linhas...',
  resultTitle: 'Resultado da verificação',
  resultTable: 'Resultado da verificação das linhas',
  summary: (ok: number, adjusted: number, refused: number) =>
    `${ok} linha(s) certa(s), ${adjusted} ajustada(s), ${refused} com problema.`,
  colLinha: 'LINHA',
  colCodigo: 'CÓDIGO',
  colProduto: 'PRODUTO',
  colInformada: 'INFORMADA',
  colQuantidade: 'QUANTIDADE',
  colSituacao: 'SITUAÇÃO',
  situacao: { ok: 'OK', ajustada: 'AJUSTADA', erro: 'NÃO INCLUÍDA' } as Record<
    'ok' | 'ajustada' | 'erro',
    string
  >,
  add: 'ADICIONAR',
  addCount: (n: number) => `ADICIONAR ${n} ITEM(NS)`,
  noTarget: 'Selecione um cliente para usar o pedido rápido.',
  fromCart: 'PEDIDO RÁPIDO',
  adjustedTitle: 'Quantidades ajustadas',
  adjustedIntro: (term: string) =>
    `As quantidades abaixo foram ajustadas ao mínimo ou ao múltiplo do produto. Confirme para colocá-las assim no ${term}:`,
  confirm: 'CONFIRMAR',
  colPreco: 'PREÇO',
  colRepetir: 'REPETIR',
  repeat: 'REPETIR PEDIDO',
  repeatAria: (ref: string) => `Repetir o pedido ${ref}`,
  repeatTitle: (ref: string) => `Repetir pedido ${ref}`,
  continue: 'CONTINUAR',
  cancel: 'CANCELAR',
  close: 'FECHAR',
  goToCart: (term: string) => `IR PARA O ${term}`,
  priceChange: (sku: string, desc: string, old: string, now: string) => `${sku} - ${desc}: ${old} → ${now}`,
} as const;
