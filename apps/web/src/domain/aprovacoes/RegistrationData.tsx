// A registration's data as the approvers read it (docs/product/gestor-crm-vendas.md §2.8): the company (CNPJ,
// razão social, ramo, code, unit, phone, status), its address and the user's data. The approval form and the
// approvals detail show the same sections from the same answer shapes.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatCep, formatCpf, formatCpfCnpj, formatPhone } from '@portal/shared/format';
import { PUBLIC_LABELS as L, RAMOS_ATUACAO } from '@portal/shared/labels';
import type { AprovacaoEmpresa, AprovacaoEndereco, AprovacaoUsuario } from '@portal/shared/schemas/registro';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={1.5} component="dl" sx={{ m: 0 }}>
        {children}
      </Grid>
    </Box>
  );
}

export function RegistrationData({
  empresa,
  endereco,
  usuario,
  unidade,
}: {
  /** Null for a user without a customer (created by a manager): only the user's data. */
  empresa: AprovacaoEmpresa | null;
  endereco: AprovacaoEndereco | null;
  usuario: AprovacaoUsuario;
  /** The unit the registration asks for, as it is to be read ('03/01 MATRIZ'). */
  unidade?: string | null;
}) {
  const ramo = empresa
    ? (RAMOS_ATUACAO.find((r) => r.id === empresa.ramoAtuacao)?.descricao ?? String(empresa.ramoAtuacao))
    : '';
  return (
    <>
      {empresa ? (
        <>
          <Section title={L.company}>
            <Field label={L.cnpj} value={formatCpfCnpj(empresa.cgc)} />
            <Field label={L.razao} value={empresa.razao} />
            <Field label={L.ramo} value={ramo} />
            <Field label={L.codigoLoja} value={`${empresa.codigo}/${empresa.loja}`} />
            {unidade !== undefined ? <Field label={L.unit} value={unidade} /> : null}
            <Field label={L.telefone} value={formatPhone(empresa.telefone)} />
            <Field label={L.status} value={empresa.statusDesc} />
          </Section>
          <Divider sx={{ mt: 2 }} />
        </>
      ) : null}
      {endereco ? (
        <>
          <Section title={L.address}>
            <Field label={L.logradouro} value={endereco.logradouro} />
            <Field label={L.numero} value={endereco.numero} />
            <Field label={L.complemento} value={endereco.complemento} />
            <Field label={L.bairro} value={endereco.bairro} />
            <Field label={L.cidade} value={endereco.cidade} />
            <Field label={`${L.cep} / ${L.uf}`} value={`${formatCep(endereco.cep)} / ${endereco.uf ?? ''}`} />
          </Section>
          <Divider sx={{ mt: 2 }} />
        </>
      ) : null}
      <Section title={L.userData}>
        <Field label={L.nome} value={usuario.nome} />
        <Field label={L.email} value={usuario.email} />
        <Field label={L.cpf} value={formatCpf(usuario.cpf)} />
        <Field label={L.celular} value={formatPhone(usuario.telefone)} />
        <Field label={L.status} value={usuario.statusDesc} />
      </Section>
    </>
  );
}
