// Extrato financeiro (docs/product/portal-cliente.md §2 Finance, §5, §7, §8): the period as DD/MM/YYYY, the
// statement on the screen (VER EXTRATO) and its PDF (BAIXAR EXTRATO). The period is checked with the API's
// own rule (statementPeriod: empty, impossible day, start after end, each with its message).
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatCurrency, formatDate, formatMoney, parseBrDate } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { statementPeriod, type ExtratoResponse } from '@portal/shared/schemas/financeiro';
import { baixarExtrato, verExtrato, type DocumentOwner } from './api';
import { CreditSummary } from './components/CreditSummary';
import { DateField } from '../../ui/DateField';
import { BusyButton } from './components/ListParts';
import { normalizeCgc, type FinanceTarget, type Periodo } from './finance-rules';

/** A typed date that is complete but not a real day is marked at once; empty is left to the submit. */
const fieldError = (value: string) =>
  value.length === 10 && !parseBrDate(value) ? MSG.invalidDate : undefined;

const SITUACAO_COLOR: Record<string, 'success' | 'error' | 'info'> = {
  QUITADO: 'success',
  VENCIDO: 'error',
  EMDIA: 'info',
};

interface Props {
  target: FinanceTarget;
  owner: DocumentOwner;
  periodoPadrao: Periodo;
}

function ExtratoResumo({ extrato }: { extrato: ExtratoResponse }) {
  const { totais, encargos } = extrato;
  const total = (label: string, value: number) => (
    <Typography key={label} variant="body2" component="p">
      {label}: <strong>{formatCurrency(value)}</strong>
    </Typography>
  );
  return (
    <Box component="section" aria-labelledby="extrato-resumo-titulo" sx={{ mt: 3 }}>
      <Typography id="extrato-resumo-titulo" variant="h6" component="h2" gutterBottom>
        {L.extratoTitle(formatDate(extrato.periodo.inicio), formatDate(extrato.periodo.fim))}
      </Typography>
      <CreditSummary credito={extrato.credito} />
      {extrato.titulos.length === 0 ? (
        <Typography role="status">{L.noTitlesInPeriod}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={L.extratoTable}
          sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {extrato.titulos.map((t) => (
            <Box
              component="li"
              key={`${t.prefixo}-${t.titulo}-${t.parcela}`}
              sx={{ px: 1.5, py: 1, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
            >
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t.prefixo} {t.titulo}/{t.parcela}
                </Typography>
                <Typography variant="body2">
                  {L.colVencimento}: {formatDate(t.vencrea)}
                </Typography>
                <Typography variant="body2">
                  {L.colValor}: {formatCurrency(t.valor)}
                </Typography>
                <Typography variant="body2">
                  {L.colSaldo}: {formatCurrency(t.saldo)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={SITUACAO_COLOR[t.situacao] ?? 'default'}
                  label={L.situacoes[t.situacao] ?? t.situacao}
                />
                {t.situacao === 'VENCIDO' ? (
                  <>
                    <Typography variant="body2" sx={{ color: 'error.main' }}>
                      {L.colAtraso}: {L.daysLate(t.diasAtraso)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
                      {L.colAtualizado}: {formatCurrency(t.atualizado)}
                    </Typography>
                  </>
                ) : null}
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        aria-label={L.totals}
        sx={{ columnGap: 3, rowGap: 0.5, flexWrap: 'wrap', mt: 1.5 }}
      >
        {total(L.totalValor, totais.valor)}
        {total(L.totalPago, totais.pago)}
        {total(L.totalSaldo, totais.saldo)}
        {total(L.totalAtualizado, totais.atualizado)}
      </Stack>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        {L.atualizadoNote(
          formatMoney(encargos.multaPct),
          formatMoney(encargos.jurosMesPct),
          formatDate(extrato.hoje),
        )}
      </Typography>
    </Box>
  );
}

export function ExtratoTab({ target, owner, periodoPadrao }: Props) {
  const [periodo, setPeriodo] = useState(periodoPadrao);
  const [busy, setBusy] = useState<'ver' | 'pdf' | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [extrato, setExtrato] = useState<ExtratoResponse | null>(null);

  const run = async (kind: 'ver' | 'pdf') => {
    if (busy) return;
    // An impossible day or an inverted period is refused here with its own message; empty dates
    // go to the server, whose refusal is shown as 'Atenção:' (docs/product/portal-cliente.md §8).
    const checked = statementPeriod(periodo.inicio, periodo.fim);
    const local = checked.error === MSG.statementDatesRequired ? null : (checked.error ?? null);
    setErro(local);
    if (local) return;
    setBusy(kind);
    const query = { dtIni: periodo.inicio, dtFin: periodo.fim, cnpj: normalizeCgc(target.cgc) };
    try {
      if (kind === 'pdf') await baixarExtrato(owner, query);
      else setExtrato((await verExtrato(owner, query)) ?? null);
    } finally {
      setBusy(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('ver');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2, maxWidth: 900 }}>
      <Typography id="extrato-intro" sx={{ mb: 2 }}>
        {L.extratoIntro}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-describedby="extrato-intro">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <DateField
            name="dtIni"
            label={L.startDate}
            value={periodo.inicio}
            error={fieldError(periodo.inicio)}
            onChange={(inicio) => setPeriodo((p) => ({ ...p, inicio }))}
          />
          <DateField
            name="dtFin"
            label={L.endDate}
            value={periodo.fim}
            error={fieldError(periodo.fim)}
            onChange={(fim) => setPeriodo((p) => ({ ...p, fim }))}
          />
        </Stack>
        {erro ? (
          <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
            {erro}
          </Typography>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <BusyButton
            type="submit"
            variant="contained"
            size="large"
            busy={busy === 'ver'}
            startIcon={<VisibilityIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {L.showExtrato}
          </BusyButton>
          <BusyButton
            type="button"
            variant="outlined"
            size="large"
            busy={busy === 'pdf'}
            startIcon={<PictureAsPdfIcon />}
            onClick={() => void run('pdf')}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {L.downloadExtrato}
          </BusyButton>
        </Stack>
      </Box>
      {extrato ? <ExtratoResumo extrato={extrato} /> : null}
    </Paper>
  );
}
