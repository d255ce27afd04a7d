// The cart (public entry of domain/carrinho): the persisted store, its pure rules, the quick and repeat
// order's line rules, the dialogs every screen that adds to the cart asks, and the quantity field.
export * from './cart';
export * from './cart-rules';
export * from './quick-order';
export * from './cart-dialogs';
export * from './add-lines';
export * from './QuantityField';
