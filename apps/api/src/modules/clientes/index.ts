// What this module deliberately offers to the rest of the API (its other files are private).
export { resolveClienteUnidade, resolveClienteUnidadeById } from './resolve-cliente-unidade';
export { creditFigures, openTitleCondition } from './credit-figures';
export { clientesRoutes } from './routes';
