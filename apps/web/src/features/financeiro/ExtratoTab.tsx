// Extrato financeiro (spec 01 §2 Finance, §5, §7, §8): the period as DD/MM/YYYY and the download of
// the statement PDF. The server checks the dates; a refusal comes back as JSON whose message the
// client's download helper shows as 'Atenção:' for 8 s.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { parseBrDate } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { baixarExtrato, type DocumentOwner } from './api';
import { DateField } from './components/DateField';
import { BusyButton } from './components/ListParts';
import { normalizeCgc, type FinanceTarget, type Periodo } from './finance-rules';

/** A typed date that is complete but not a real day is marked at once; empty is left to the server. */
const fieldError = (value: string) =>
  value.length === 10 && !parseBrDate(value) ? MSG.invalidDate : undefined;

interface Props {
  target: FinanceTarget;
  owner: DocumentOwner;
  periodoPadrao: Periodo;
}

export function ExtratoTab({ target, owner, periodoPadrao }: Props) {
  const [periodo, setPeriodo] = useState(periodoPadrao);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await baixarExtrato(owner, {
        dtIni: periodo.inicio,
        dtFin: periodo.fim,
        cnpj: normalizeCgc(target.cgc),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2, maxWidth: 640 }}>
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
          <BusyButton
            type="submit"
            variant="contained"
            size="large"
            busy={busy}
            startIcon={<PictureAsPdfIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 0.5 } }}
          >
            {L.downloadExtrato}
          </BusyButton>
        </Stack>
      </Box>
    </Paper>
  );
}
