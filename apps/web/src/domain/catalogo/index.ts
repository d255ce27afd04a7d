// The product search of the current customer and branch (public entry of domain/catalogo).
export * from './catalogo';
