// What this module deliberately offers to the rest of the API (its other files are private).
export { cartLinesAt, type CartSourceLine } from './build-carrinho';
export { pedidoPadraoRoutes } from './routes';
