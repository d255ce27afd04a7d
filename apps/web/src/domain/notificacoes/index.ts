// Order news (public entry of domain/notificacoes): the e-mail preferences of the bell and My data.
export * from './AvisosEmail';
