/**
 * The customer approval form link e-mailed to the approvers (docs/product/gestor-crm-vendas.md §2.8): cli,
 * fil, usr, apro.
 */
export function approvalLink(
  publicUrl: string,
  p: { clienteId: number; filialId: number; usuarioId: number; token: string },
): string {
  const qs = new URLSearchParams({
    cli: String(p.clienteId),
    fil: String(p.filialId),
    usr: String(p.usuarioId),
    apro: p.token,
  });
  return `${publicUrl}/gestor/clientes/aprovacoes/form?${qs.toString()}`;
}
