// What this module deliberately offers to the rest of the API (its other files are private).
export { findUsuario, loadUnidades } from './find-usuario';
export { usuariosRoutes } from './routes';
