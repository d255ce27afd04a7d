// One parameter: name, description and default, the control of its kind (switch for SIM/NAO and
// S/N, select for options, number, text), 'Salvar' when changed and 'Restaurar padrão'. Values are
// checked here with the same rule as the API.
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RestoreIcon from '@mui/icons-material/Restore';
import SaveIcon from '@mui/icons-material/Save';
import type { ParameterName } from '@portal/shared/constants';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { normalizeParametro, type Parametro } from '@portal/shared/schemas/gestor-cadastros';

interface Props {
  parametro: Parametro;
  canWrite: boolean;
  onSave: (nome: string, valor: string) => Promise<boolean>;
}

export function ParametroRow({ parametro: p, canWrite, onSave }: Props) {
  const [draft, setDraft] = useState(p.valor);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(p.valor), [p.valor]);
  const check = normalizeParametro(p.nome as ParameterName, draft);
  const error = 'error' in check ? check.error : null;
  const dirty = draft !== p.valor;
  const label = C.valueOf(p.nome);
  const save = async (valor: string) => {
    setBusy(true);
    await onSave(p.nome, valor);
    setBusy(false);
  };

  let control;
  if (p.tipo === 'simnao' || p.tipo === 'sn') {
    const [on, off] = p.tipo === 'simnao' ? ['SIM', 'NAO'] : ['S', 'N'];
    control = (
      <FormControlLabel
        control={
          <Switch
            checked={draft === on}
            onChange={(e) => setDraft(e.target.checked ? on : off)}
            disabled={!canWrite || busy}
            slotProps={{ input: { 'aria-label': label } }}
          />
        }
        label={draft}
      />
    );
  } else if (p.tipo === 'opcoes') {
    control = (
      <TextField
        select
        size="small"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        disabled={!canWrite || busy}
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': label } }}
      >
        {(p.opcoes ?? []).map((o) => (
          <MenuItem key={o.valor} value={o.valor}>
            {o.descricao}
          </MenuItem>
        ))}
      </TextField>
    );
  } else {
    control = (
      <TextField
        size="small"
        value={draft}
        onChange={(e) =>
          setDraft(
            p.tipo === 'inteiro' || p.tipo === 'codigo'
              ? e.target.value.replace(/\D/g, '')
              : p.tipo === 'percentual'
                ? e.target.value.replace(/[^\d,.]/g, '')
                : e.target.value,
          )
        }
        disabled={busy}
        error={Boolean(error) && dirty}
        helperText={dirty && error ? error : undefined}
        fullWidth
        multiline={p.tipo === 'setores'}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            readOnly: !canWrite,
            maxLength: p.maxLength ?? (p.tipo === 'inteiro' ? 9 : p.tipo === 'percentual' ? 6 : 254),
            inputMode:
              p.tipo === 'inteiro' || p.tipo === 'codigo'
                ? 'numeric'
                : p.tipo === 'percentual'
                  ? 'decimal'
                  : undefined,
          },
        }}
      />
    );
  }

  return (
    <TableRow hover data-testid={`parametro-${p.nome}`}>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {p.nome}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {p.descricao}
        </Typography>
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>{control}</TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {p.padrao}
        </Typography>
        {p.valor !== p.padrao ? (
          <Chip size="small" color="secondary" variant="outlined" label={C.changed} sx={{ mt: 0.5 }} />
        ) : null}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }} align="right">
        {canWrite ? (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <Button
              size="small"
              variant="contained"
              color="secondary"
              disabled={!dirty || Boolean(error) || busy}
              startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <SaveIcon />}
              onClick={() => void save(draft)}
              aria-label={C.saveOf(p.nome)}
            >
              {C.save}
            </Button>
            <Tooltip title={C.restoreDefault}>
              <span>
                <IconButton
                  size="small"
                  disabled={p.valor === p.padrao || busy}
                  onClick={() => void save(p.padrao)}
                  aria-label={C.restoreOf(p.nome)}
                >
                  <RestoreIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
