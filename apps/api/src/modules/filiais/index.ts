// What this module deliberately offers to the rest of the API (its other files are private).
export { statusDesc, unidadeResumo } from './common';
export { loadUnidade } from './find-filial';
export { filiaisRoutes } from './routes';
