// What this module deliberately offers to the rest of the API (its other files are private).
export { recordEvent } from './record-event';
export { eventosRoutes } from './routes';
