// Customer approval form (/gestor/clientes/aprovacoes/form?cli&fil&usr&apro), reached from the
// e-mail sent to the approvers (docs/product/gestor-crm-vendas.md §2.8, §5): without a login 'Você deve fazer
// login...' and the login (coming back here after it); a customer is refused; only ADMIN or AUDITOR go on —
// each refusal redirects to /login after 0.5 s. Shows company, address and user data — for a CNPJ the
// portal already knew, first what the registrant typed beside the customer's data, each difference
// flagged 'diferente do cadastro' —; Liberar, Bloquear (asks for a reason) and Cancelar (to /login).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SnackbarKey } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { formatCep } from '@portal/shared/format';
import { PUBLIC_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import { CAMPOS_COMPARADOS, type AprovacaoForm, type CampoComparado } from '@portal/shared/schemas/registro';
import { useBrandDocument, useMarca } from '../../api/marca';
import { useSession } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { dismissNotice, notify } from '../../ui/notify';
import { PublicShell } from '../../ui/PublicShell';
import { RegistrationData } from '../../domain/aprovacoes';
import { fetchAprovacaoForm, putLiberacao } from './api/aprovacao';
import { ACCESS_MESSAGES, approvalAccess, parseApprovalLink } from './approval-rules';

/** The access notice still on screen when the user comes back after the login (closed then). */
let accessNotice: SnackbarKey | null = null;

/** What the registrant typed beside the customer's data, each difference flagged (a known CNPJ). */
function Comparison({ data }: { data: AprovacaoForm }) {
  const typed = data.informado;
  if (!typed || !data.clienteExistente) return null;
  const known: Record<CampoComparado, string | null> = {
    razao: data.empresa.razao,
    emailDominio: data.empresa.emailDominio,
    ...data.endereco,
  };
  const typedValues: Record<CampoComparado, string | null> = { ...typed };
  const show = (campo: CampoComparado, v: string | null) => (campo === 'cep' ? formatCep(v) : v) || '—';
  const differs = data.divergencias.length;
  return (
    <Box component="section" aria-label={L.comparisonTitle} sx={{ mt: 2 }}>
      <Alert severity={differs > 0 ? 'warning' : 'info'} sx={{ mb: 1 }}>
        {MSG.approvalExistingCustomer}
        {differs > 0 ? ` ${MSG.approvalDifferences(differs)}` : ''}
      </Alert>
      <Typography variant="h6" component="h2" gutterBottom>
        {L.comparisonTitle}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {CAMPOS_COMPARADOS.map((campo) => {
          const diff = data.divergencias.includes(campo);
          return (
            <Box
              key={campo}
              data-testid={`comparacao-${campo}`}
              sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="caption" color="text.secondary" component="dt">
                {L.comparedFields[campo]}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ wordBreak: 'break-word' }}>
                    {`${L.typedColumn}: ${show(campo, typedValues[campo])}`}
                  </Typography>
                  {diff ? <Chip size="small" color="warning" label={L.differsFromErp} /> : null}
                </Stack>
                <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {`${L.erpColumn}: ${show(campo, known[campo])}`}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Stack>
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
}

function BlockReason({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label={L.reason}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        onChange(e.target.value);
      }}
      multiline
      minRows={3}
      fullWidth
      required
      autoFocus
      margin="dense"
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}

export default function AprovacaoFormPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const usuario = useSession((s) => s.usuario);
  const access = approvalAccess(usuario);
  const query = params.toString();
  const link = useMemo(() => parseApprovalLink(new URLSearchParams(query)), [query]);
  const { marca, ready } = useMarca();
  useBrandDocument(SCREEN_TITLES.clienteAprovacao);

  const [data, setData] = useState<AprovacaoForm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'L' | 'B' | null>(null);
  const dialog = useDialog();

  // Access rules: the message, then the login after 0.5 s (coming back here after a login).
  useEffect(() => {
    if (access === 'ok') {
      if (accessNotice !== null) dismissNotice(accessNotice);
      accessNotice = null;
      return;
    }
    accessNotice = notify('warning', ACCESS_MESSAGES[access], { title: TITLES.warning });
    if (access === 'login') useSession.getState().setRedirectTo(`${location.pathname}${location.search}`);
    const timer = setTimeout(
      () => void navigate('/login', { replace: true }),
      TIMINGS.APPROVAL_FORM_REDIRECT,
    );
    return () => clearTimeout(timer);
  }, [access, location.pathname, location.search, navigate]);

  const load = useCallback(async () => {
    if (!link) return setError(MSG.approvalLinkInvalid);
    const res = await fetchAprovacaoForm(link);
    if (res.ok) {
      setData(res.data);
      setError(null);
    } else setError(res.error?.message ?? MSG.genericFailure);
  }, [link]);

  useEffect(() => {
    if (access === 'ok') void load();
  }, [access, load]);

  async function decide(status: 'L' | 'B', motivo = '') {
    if (!link || !data) return;
    setBusy(status);
    try {
      const res = await putLiberacao({
        usuarioId: link.usr,
        filialId: link.fil,
        clienteId: link.cli,
        status,
        motivo,
        apro: link.apro,
      });
      if (!res.ok) return;
      dialog.close();
      notify('success', status === 'L' ? MSG.userApproved : MSG.userReproved, {
        duration: NOTIFY_DURATIONS.APPROVAL,
      });
      await load();
    } finally {
      setBusy(null);
    }
  }

  function askReason() {
    let motivo = '';
    const confirm = () => {
      if (!motivo.trim()) {
        notify('warning', MSG.approvalReasonRequired, { title: TITLES.warning });
        return;
      }
      void decide('B', motivo.trim());
    };
    dialog.open({
      title: L.blockTitle,
      size: 'sm',
      content: <BlockReason onChange={(v) => (motivo = v)} />,
      actions: [
        { key: 'cancel', label: L.cancelApproval, color: 'inherit', onClick: dialog.close },
        { key: 'block', label: L.block, color: 'error', variant: 'contained', onClick: confirm },
      ],
    });
  }

  const pending = data?.aprovacao.status === 'P';

  return (
    <PublicShell
      marca={marca}
      ready={ready}
      header="cadastro"
      title={SCREEN_TITLES.clienteAprovacao}
      maxWidth={860}
    >
      {access !== 'ok' ? (
        <Alert severity="warning" role="alert">
          {ACCESS_MESSAGES[access]}
        </Alert>
      ) : error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={MSG.loading} />
        </Box>
      ) : (
        <>
          {!pending ? (
            <Alert severity={data.aprovacao.status === 'L' ? 'success' : 'info'} sx={{ mb: 1 }}>
              {MSG.approvalDecided(data.aprovacao.statusDesc, data.aprovacao.motivo)}
            </Alert>
          ) : null}
          <Comparison data={data} />
          <RegistrationData
            empresa={data.empresa}
            endereco={data.endereco}
            usuario={data.usuario}
            unidade={`${data.unidade.empresaCod}/${data.unidade.filialCod} ${data.unidade.descricao}`}
          />
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={() => navigate('/login')}>
          {L.cancelApproval}
        </Button>
        <Button variant="outlined" color="error" disabled={!pending || busy !== null} onClick={askReason}>
          {L.block}
        </Button>
        <Button
          variant="contained"
          disabled={!pending || busy !== null}
          onClick={() => void decide('L')}
          startIcon={busy === 'L' ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {L.release}
        </Button>
      </Stack>
      <AppDialog dialog={dialog} />
    </PublicShell>
  );
}
