// What this module deliberately offers to the rest of the API (its other files are private).
export { noticeAccessChanged, noticeSessionEnded } from './access-notice';
export { startNotificacaoBus, type NotificacaoBus } from './bus';
export { notifyStatusChange, notifyTitulosPagos, statusMail, statusNotificationCtes } from './record-status';
export { notificacoesRoutes } from './routes';
