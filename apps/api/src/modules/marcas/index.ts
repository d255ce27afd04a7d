// What this module deliberately offers to the rest of the API (its other files are private).
export { findMarcaAtual } from './find-marca-atual';
export { brandedIndexHtml } from './index-html';
export { marcasRoutes } from './routes';
