// What this module deliberately offers to the rest of the API (its other files are private).
export { notifyApprovers } from './notify-approvers';
export { empresaOf, enderecoOf, usuarioOf } from './registration-data';
export { aprovacoesRoutes } from './routes';
