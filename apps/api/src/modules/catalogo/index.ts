// What this module deliberately offers to the rest of the API (its other files are private).
export { produtoImagemUrl, searchCatalogo, withDetails, type ProdutoSearchRow } from './search';
export { catalogoRoutes } from './routes';
