// What this module deliberately offers to the rest of the API (its other files are private).
export { findUnidade } from './finance-scope';
export { expireIntencoes } from './pix-intencoes';
export { pixDoTitulo } from './pix-titulo';
export { financeiroRoutes } from './routes';
