// What this module deliberately offers to the rest of the API (its other files are private).
export { clienteSearchCondition, pageClientes } from './list-clientes-gestor';
export { gestorClientesRoutes } from './routes';
