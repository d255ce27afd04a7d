/**
 * Masks what could identify a person in a browser's error text before it is logged: e-mail
 * addresses and runs of 11 or more digits (CPF, CNPJ, phone numbers), with or without their usual
 * separators.
 */
export function mascararDadosPessoais(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]')
    .replace(/\d[\d./ ()-]*\d/g, (run) => (run.replace(/\D/g, '').length >= 11 ? '[número]' : run));
}
