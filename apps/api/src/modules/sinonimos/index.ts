export { sinonimosAtuais } from './cache';
