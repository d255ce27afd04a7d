export { sinonimosAtuais } from './cache';
export { sinonimosRoutes } from './routes';
