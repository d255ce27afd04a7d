// Titles and their boletos (public entry of domain/financeiro): the boleto button and columns shared by
// the finance and order screens.
export * from './boleto-state';
export * from './BoletoButton';
