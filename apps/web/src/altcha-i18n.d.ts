// altcha ships no declaration for its per-language side-effect modules.
declare module 'altcha/i18n/pt-br';
