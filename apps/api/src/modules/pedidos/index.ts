// What this module deliberately offers to the rest of the API (its other files are private).
export { byId, findPedidoHeader } from './find-pedido';
export { lineTotal } from './price-pedido-itens';
export { idempotencyKeyPurger } from './purge-idempotency-keys';
