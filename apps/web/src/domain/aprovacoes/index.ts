// Registrations under approval (public entry of domain/aprovacoes): the registration data sections.
export * from './RegistrationData';
