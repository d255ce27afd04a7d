// Texts of a screen of its own, apart from labels.ts so the first screens' JavaScript does not carry them.

/** Order news: the header's bell and the e-mail choices in Meus dados. */
export const NOTIFICACAO_LABELS = {
  bell: (naoLidas: number) =>
    naoLidas === 0
      ? 'Notificações: nenhuma não lida'
      : naoLidas === 1
        ? 'Notificações: 1 não lida'
        : `Notificações: ${naoLidas} não lidas`,
  title: 'Notificações',
  loading: 'Carregando notificações...',
  empty: 'Nenhuma notificação por enquanto.',
  loadError: 'Não foi possível carregar as notificações. Tente novamente.',
  markAll: 'Marcar todas como lidas',
  item: (ref: string, status: string) => `Pedido ${ref}: ${status}`,
  /** A title paid (the ERP's payment or its confirmation of a Pix). */
  tituloPago: (numero: string) => `Título ${numero}: PAGO`,
  unread: 'não lida',
  prefsTitle: 'Avisos por e-mail',
  prefsHint: 'Escolha as situações de pedido e os avisos do financeiro que você quer receber por e-mail.',
  prefsSave: 'SALVAR AVISOS',
  prefsSaved: 'Avisos por e-mail salvos.',
  prefsLoading: 'Carregando avisos...',
  prefsOpen: 'AVISOS POR E-MAIL',
  back: 'VOLTAR ÀS NOTIFICAÇÕES',
} as const;
