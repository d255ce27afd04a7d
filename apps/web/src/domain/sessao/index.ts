// The signed-in session's domain side (public entry of domain/sessao): ending it (the cart and the search
// go with it), logging out and the manager's rights.
export * from './end-session';
export * from './logout';
export * from './gestor-access';
