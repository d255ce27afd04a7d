// Orders (public entry of domain/pedidos): the order item cards of the orders and sales screens.
export * from './OrderItemCards';
