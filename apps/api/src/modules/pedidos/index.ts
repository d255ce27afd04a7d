// What this module deliberately offers to the rest of the API (its other files are private).
export { byId, findPedidoHeader } from './find-pedido';
export { loadPedidoContext } from './load-pedido-context';
export { EMPTY_FOB, lineTotal, pricePedidoItens, type PricedLine } from './price-pedido-itens';
export { idempotencyKeyPurger } from './purge-idempotency-keys';
export {
  claimIdempotencyKey,
  findStoredKey,
  idempotencyHeaders,
  readIdempotencyKey,
  replayStored,
  requestHashOf,
  type IdempotentRoute,
  type StoredKey,
} from './idempotency';
export { pedidosRoutes } from './routes';
