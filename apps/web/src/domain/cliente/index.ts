// The current customer (public entry of domain/cliente): how a customer is shown and matched, whether it
// may order, and the transitions of the current customer and branch.
export * from './cliente';
export * from './cliente-atual';
