// What this module deliberately offers to the rest of the API (its other files are private).
export { dashboardRoutes } from './routes';
export { addDays, businessDay } from './period';
export { rollupEventosDiarios } from './rollup-eventos-diarios';
