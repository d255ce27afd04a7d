// FOB pick-up with CAD_MOTORISTA_CARRINHO (docs/product/portal-cliente.md §4 Cart, §5): the customer's driver
// and vehicle, or, when it has no drivers or no vehicles, the new-registration form. Selection: the vehicle
// only after a driver, OK only with both. Registration: upper-cased text, plate and CPF masks, the eight
// checks in the spec's order on OK (each an info notice 'Atenção:' for 3 s) and the CPF check when
// leaving its field (an error notice for 9 s). LIMPAR takes the pre-registration away: back to CIF.
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { toUpper } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { VeiculosResponse } from '@portal/shared/schemas/clientes';
import { MASKS, MaskedField, PLATE_DEFINITIONS } from '../../../ui/MaskedField';
import { notify } from '../../../ui/notify';
import {
  cpfInvalidOnBlur,
  fobNeedsRegistration,
  fobSelectionComplete,
  validateFobCadastro,
  type FobCadastro,
  type FobChoice,
} from '../carrinho-rules';
import { DialogForm } from './DialogForm';

export interface FobInitial {
  motoristaid: string | null;
  veiculoplaca: string | null;
  cadastro: FobCadastro;
}

interface Props {
  veiculos: VeiculosResponse | undefined;
  loading: boolean;
  initial: FobInitial;
  onConfirm: (choice: FobChoice) => void;
  onClear: () => void;
  onCancel: () => void;
}

export function FobForm(props: Props) {
  if (props.loading || !props.veiculos) return <LinearProgress aria-label={MSG.loading} sx={{ my: 2 }} />;
  return fobNeedsRegistration(props.veiculos) ? (
    <Registration {...props} />
  ) : (
    <Selection {...props} veiculos={props.veiculos} />
  );
}

function Buttons({
  onClear,
  onCancel,
  okDisabled,
}: {
  onClear: () => void;
  onCancel: () => void;
  okDisabled?: boolean;
}) {
  return (
    <>
      <Button onClick={onClear} color="inherit" sx={{ mr: 'auto' }}>
        {L.clear}
      </Button>
      <Button onClick={onCancel} color="inherit">
        {L.cancel}
      </Button>
      <Button type="submit" variant="contained" disabled={okDisabled}>
        {L.ok}
      </Button>
    </>
  );
}

function Selection({
  veiculos,
  initial,
  onConfirm,
  onClear,
  onCancel,
}: Props & { veiculos: VeiculosResponse }) {
  const known = (id: string | null, list: string[]) => (id && list.includes(id) ? id : '');
  const [motorista, setMotorista] = useState(
    known(
      initial.motoristaid,
      veiculos.motoristas.map((m) => m.motoristaid),
    ),
  );
  const [placa, setPlaca] = useState(
    motorista
      ? known(
          initial.veiculoplaca,
          veiculos.veiculos.map((v) => v.veiculoplaca),
        )
      : '',
  );
  const complete = fobSelectionComplete(motorista, placa);
  const submit = () => {
    const m = veiculos.motoristas.find((x) => x.motoristaid === motorista);
    const v = veiculos.veiculos.find((x) => x.veiculoplaca === placa);
    if (m && v) onConfirm({ kind: 'selecao', motorista: m, veiculo: v });
  };
  return (
    <DialogForm
      label={L.fobTitle}
      onSubmit={submit}
      buttons={<Buttons onClear={onClear} onCancel={onCancel} okDisabled={!complete} />}
    >
      <TextField
        select
        label={L.fobDriver}
        value={motorista}
        onChange={(e) => setMotorista(e.target.value)}
        fullWidth
        autoFocus
      >
        {veiculos.motoristas.map((m) => (
          <MenuItem key={m.motoristaid} value={m.motoristaid}>
            {m.motoristanome}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={L.fobVehicle}
        value={placa}
        onChange={(e) => setPlaca(e.target.value)}
        fullWidth
        disabled={!motorista}
        helperText={motorista ? ' ' : L.fobSelectDriverFirst}
      >
        {veiculos.veiculos.map((v) => (
          <MenuItem key={v.veiculoplaca} value={v.veiculoplaca}>
            {v.veiculoplaca} - {v.veiculodescricao}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        {L.fobClearHint}
      </Typography>
    </DialogForm>
  );
}

const notice = (message: string) =>
  notify('info', message, { title: TITLES.warning, duration: NOTIFY_DURATIONS.SHORT });

function Registration({ initial, onConfirm, onClear, onCancel }: Props) {
  const [c, setC] = useState<FobCadastro>(initial.cadastro);
  /** When the CPF check on leaving the field last warned (clicking OK leaves the field too). */
  const cpfWarnedAt = useRef(0);
  const set = (field: keyof FobCadastro) => (value: string) => setC((old) => ({ ...old, [field]: value }));
  const text = (field: keyof FobCadastro, label: string, autoFocus = false) => (
    <TextField
      name={field}
      label={label}
      value={c[field]}
      onChange={(e) => set(field)(toUpper(e.target.value))}
      fullWidth
      autoFocus={autoFocus}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: 60 } }}
    />
  );
  const plate = (field: 'fobVeiculoPlaca' | 'fobVeiculoPlacaCarreta', label: string) => (
    <MaskedField
      name={field}
      label={label}
      mask={MASKS.plate}
      definitions={PLATE_DEFINITIONS}
      uppercase
      inputMode="text"
      value={c[field]}
      onChange={set(field)}
      fullWidth
      autoComplete="off"
    />
  );
  const submit = () => {
    const problem = validateFobCadastro(c);
    if (!problem) onConfirm({ kind: 'cadastro', cadastro: c });
    // The same CPF message was just given by the check on leaving the field: not twice.
    else if (problem !== MSG.fobDriverCpfInvalid || Date.now() - cpfWarnedAt.current > 1000) notice(problem);
  };
  return (
    <DialogForm
      label={L.fobRegistrationTitle}
      onSubmit={submit}
      buttons={<Buttons onClear={onClear} onCancel={onCancel} />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('fobVeiculoModelo', L.fobModel, true)}
        {text('fobVeiculoMarca', L.fobBrand)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {plate('fobVeiculoPlaca', L.fobPlate)}
        {plate('fobVeiculoPlacaCarreta', L.fobTrailerPlate)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('fobMotoristaNome', L.fobDriverName)}
        <MaskedField
          name="fobMotoristaCpf"
          label={L.fobDriverCpf}
          mask={MASKS.cpf}
          value={c.fobMotoristaCpf}
          onChange={set('fobMotoristaCpf')}
          onBlur={() => {
            if (!cpfInvalidOnBlur(c.fobMotoristaCpf)) return;
            cpfWarnedAt.current = Date.now();
            notify('error', MSG.fobDriverCpfInvalid, { duration: NOTIFY_DURATIONS.CPF_CHECK });
          }}
          fullWidth
          autoComplete="off"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('fobEmpresaNome', L.fobCompany)}
        {text('fobCompradorNome', L.fobBuyer)}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {L.fobClearHint}
      </Typography>
    </DialogForm>
  );
}
