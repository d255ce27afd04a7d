// What this module deliberately offers to the rest of the API (its other files are private).
export { gestorProdutosRoutes } from './routes';
