// Self-registration (/novo-cliente), docs/product/portal-cliente.md §2, §3, §5: a three-step stepper (Dados
// da Empresa, Endereço da Empresa, Dados Usuário) with masks and length limits; Back is disabled at step 0,
// Next until the step's required fields are filled, and the last step offers Finalizar. The CNPJ lookup
// runs on blur and on Enter and fills a known company's name. The server validates everything; its
// field messages are listed in a dialog as 'O campo {field}, {message}'. A success dialog follows.
import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isOn, LIMITS } from '@portal/shared/constants';
import { PUBLIC_LABELS as L, RAMOS_ATUACAO, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import { REGISTRO_MAX } from '@portal/shared/registro';
import { http } from '../../api/client';
import { useBrandDocument, useMarca } from '../../api/marca';
import { usePublicParameters } from '../../api/public-parameters';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { MASKS, MaskedField } from '../../ui/MaskedField';
import { notify } from '../../ui/notify';
import { passwordLengthError } from '../../ui/password-length';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { PublicShell } from '../../ui/PublicShell';
import { lookupCgc, postRegistro } from './api/registro';
import {
  applyLookup,
  cgcError,
  clearLookup,
  EMPTY_FORM,
  fieldErrors,
  LAST_STEP,
  cgcOf,
  lookupValues,
  stepComplete,
  toRequestBody,
  type FormField,
  type LookupValues,
  type RegistroForm,
} from './registro-rules';

function Cell({ children, xs = 12, sm = 6 }: { children: ReactNode; xs?: number; sm?: number }) {
  return <Grid size={{ xs, sm }}>{children}</Grid>;
}

export default function NovoClientePage() {
  const navigate = useNavigate();
  const { marca, ready } = useMarca();
  useBrandDocument(SCREEN_TITLES.novoCliente);
  const parametros = usePublicParameters();
  const [form, setForm] = useState<RegistroForm>(EMPTY_FORM);
  const [step, setStep] = useState(0);
  const [looking, setLooking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const cnpjTouched = useRef(false);
  const lastLookup = useRef('');
  /** The company data the last lookup filled in, cleared when a later CNPJ is not found. */
  const applied = useRef<LookupValues | null>(null);
  /** A CNPJ whose check digits are wrong, reported when the field loses focus. */
  const [cnpjError, setCnpjError] = useState<string | null>(null);
  const dialog = useDialog();

  const set = (field: FormField) => (value: string | number) => setForm((f) => ({ ...f, [field]: value }));
  const text = (
    field: FormField,
    label: string,
    /** The input's maxLength; null for the passwords, taken whole and refused past the limit. */
    max: number | null,
    extra: Partial<TextFieldProps> = {},
  ): TextFieldProps => ({
    label,
    name: field,
    value: form[field],
    onChange: (e) => set(field)(e.target.value),
    fullWidth: true,
    required: true,
    slotProps: { htmlInput: max === null ? {} : { maxLength: max } },
    ...extra,
  });
  const senhaError = passwordLengthError(form.usuarioSenha);
  const reSenhaError = passwordLengthError(form.usuarioReSenha);

  function failed(status: number, error?: Parameters<typeof http.handleError>[0]) {
    if (status === 0) notify('warning', MSG.serverOffline, { title: TITLES.dialogWarning });
    else if (error) http.handleError(error, status);
  }

  async function lookup(trigger: 'blur' | 'enter') {
    const cgc = cgcOf(form);
    if (!cgc) {
      if (trigger === 'enter' || cnpjTouched.current)
        notify('warning', MSG.cgcRequired, { title: TITLES.warning });
      return;
    }
    setCnpjError(cgcError(form));
    if (cgc === lastLookup.current) return;
    lastLookup.current = cgc;
    const forget = () => {
      const previous = applied.current;
      applied.current = null;
      setForm((f) => clearLookup(f, previous));
    };
    setLooking(true);
    try {
      const res = await lookupCgc(cgc);
      if (res.ok) {
        const previous = applied.current;
        applied.current = lookupValues(applyLookup(EMPTY_FORM, res.data));
        setForm((f) => applyLookup(clearLookup(f, previous), res.data));
        notify('info', L.lookupFound, { title: TITLES.info });
      } else if (res.status === 404) {
        forget();
      } else {
        lastLookup.current = '';
        failed(res.status, res.error);
      }
    } finally {
      setLooking(false);
    }
  }

  function onCnpjKeyDown(ev: KeyboardEvent) {
    if (ev.key !== 'Enter') return;
    ev.preventDefault();
    lastLookup.current = '';
    void lookup('enter');
  }

  async function finish() {
    if (submitting) return;
    setSubmitting(true);
    try {
      const res = await postRegistro(toRequestBody(form));
      if (res.ok) {
        dialog.open({
          title: MSG.registrationSuccess,
          size: 'sm',
          showClose: false,
          content: <Typography>{res.data?.message ?? MSG.registrationSent}</Typography>,
          actions: [
            {
              key: 'ok',
              label: L.ok,
              variant: 'contained',
              autoFocus: true,
              onClick: () => void navigate('/login'),
            },
          ],
        });
        return;
      }
      const errors = res.error?.fields ? fieldErrors(res.error.fields) : [];
      if (errors.length === 0) return failed(res.status, res.error);
      dialog.open({
        title: L.validationTitle,
        size: 'sm',
        content: (
          <List dense disablePadding>
            {errors.map((e) => (
              <ListItem key={e.label} disableGutters>
                <ListItemText primary={MSG.registrationFieldError(e.label, e.message)} />
              </ListItem>
            ))}
          </List>
        ),
        actions: [
          {
            key: 'ok',
            label: L.ok,
            variant: 'contained',
            autoFocus: true,
            onClick: () => {
              dialog.close();
              setStep(errors[0].step);
            },
          },
        ],
      });
    } finally {
      setSubmitting(false);
    }
  }

  const complete = stepComplete(form, step);
  function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (!complete) return;
    if (step < LAST_STEP) setStep(step + 1);
    else void finish();
  }

  return (
    <PublicShell
      marca={marca}
      ready={ready}
      header="cadastro"
      title={SCREEN_TITLES.novoCliente}
      maxWidth={760}
    >
      <Stepper activeStep={step} alternativeLabel sx={{ my: 2 }}>
        {L.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={L.steps[step]}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {L.steps[step]}
        </Typography>
        {step === 0 ? (
          <Grid container spacing={2}>
            <Cell>
              <MaskedField
                label={L.cnpj}
                name="empresaCnpj"
                mask={MASKS.cpfCnpj}
                inputMode="text"
                value={form.empresaCnpj}
                onChange={(v) => {
                  cnpjTouched.current = true;
                  setCnpjError(null);
                  set('empresaCnpj')(v);
                }}
                onBlur={() => void lookup('blur')}
                onKeyDown={onCnpjKeyDown}
                fullWidth
                required
                autoFocus
                error={cnpjError !== null}
                helperText={
                  looking ? L.lookingUp : cnpjError ? MSG.registrationFieldError(L.cnpj, cnpjError) : ' '
                }
                slotProps={{
                  input: {
                    endAdornment: looking ? (
                      <CircularProgress size={18} aria-label={L.lookingUp} />
                    ) : undefined,
                  },
                }}
              />
            </Cell>
            <Cell>
              <TextField
                select
                label={L.ramo}
                name="empresaRamo"
                value={form.empresaRamo}
                onChange={(e) => set('empresaRamo')(Number(e.target.value))}
                fullWidth
                required
                helperText=" "
              >
                {RAMOS_ATUACAO.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.descricao}
                  </MenuItem>
                ))}
              </TextField>
            </Cell>
            <Cell sm={12}>
              <TextField {...text('empresaRazao', L.razao, REGISTRO_MAX.razao)} />
            </Cell>
          </Grid>
        ) : null}
        {step === 1 ? (
          <Grid container spacing={2}>
            <Cell sm={8}>
              <TextField
                {...text('empresaEndLogradouro', L.logradouro, REGISTRO_MAX.logradouro, { autoFocus: true })}
              />
            </Cell>
            <Cell sm={4}>
              <TextField {...text('empresaEndNumero', L.numero, REGISTRO_MAX.numero)} />
            </Cell>
            <Cell>
              <TextField
                {...text('empresaEndComplemento', L.complemento, REGISTRO_MAX.complemento, {
                  required: false,
                })}
              />
            </Cell>
            <Cell>
              <TextField {...text('empresaEndBairro', L.bairro, REGISTRO_MAX.bairro)} />
            </Cell>
            <Cell sm={6}>
              <TextField {...text('empresaEndCidade', L.cidade, REGISTRO_MAX.cidade)} />
            </Cell>
            <Cell sm={3}>
              <MaskedField
                label={L.cep}
                name="empresaEndCep"
                mask={MASKS.cep}
                value={form.empresaEndCep}
                onChange={set('empresaEndCep')}
                fullWidth
                required
              />
            </Cell>
            <Cell sm={3}>
              <TextField
                {...text('empresaEndUf', L.uf, REGISTRO_MAX.uf)}
                onChange={(e) => set('empresaEndUf')(e.target.value.replace(/[^A-Za-z]/g, '').toUpperCase())}
              />
            </Cell>
          </Grid>
        ) : null}
        {step === 2 ? (
          <Grid container spacing={2}>
            <Cell>
              <TextField
                {...text('usuarioNome', L.nome, REGISTRO_MAX.nome, { autoFocus: true, autoComplete: 'name' })}
              />
            </Cell>
            <Cell>
              <MaskedField
                label={L.cpf}
                name="usuarioCgc"
                mask={MASKS.cpf}
                value={form.usuarioCgc}
                onChange={set('usuarioCgc')}
                fullWidth
                required
              />
            </Cell>
            <Cell>
              <TextField
                {...text('usuarioEmail', L.email, REGISTRO_MAX.email, {
                  type: 'email',
                  autoComplete: 'email',
                })}
              />
            </Cell>
            <Cell>
              <MaskedField
                label={L.celular}
                name="usuarioTelefone"
                mask={MASKS.celular}
                value={form.usuarioTelefone}
                onChange={set('usuarioTelefone')}
                fullWidth
                required
                autoComplete="tel-national"
              />
            </Cell>
            <Cell>
              <TextField
                {...text('usuarioSenha', L.senha, null, {
                  type: 'password',
                  autoComplete: 'new-password',
                })}
                error={senhaError !== null}
                helperText={senhaError ?? L.passwordMaxHint(LIMITS.PASSWORD_MAX)}
              />
              {isOn(parametros.USA_PSW_FORTE) ? <PasswordStrengthMeter password={form.usuarioSenha} /> : null}
            </Cell>
            <Cell>
              <TextField
                {...text('usuarioReSenha', L.resenha, null, {
                  type: 'password',
                  autoComplete: 'new-password',
                })}
                error={
                  reSenhaError !== null ||
                  (form.usuarioReSenha !== '' && form.usuarioReSenha !== form.usuarioSenha)
                }
                helperText={reSenhaError ?? ' '}
              />
            </Cell>
          </Grid>
        ) : null}
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 3, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Link component={RouterLink} to="/login" color="secondary">
            {L.alreadyHaveAccount}
          </Link>
          <Stack direction="row" spacing={2}>
            <Button
              variant="outlined"
              color="inherit"
              disabled={step === 0}
              onClick={() => setStep(step - 1)}
            >
              {L.stepBack}
            </Button>
            {step < LAST_STEP ? (
              <Button type="submit" variant="contained" disabled={!complete}>
                {L.stepNext}
              </Button>
            ) : (
              <Button
                type="submit"
                variant="contained"
                disabled={!complete || submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {L.finish}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <AppDialog dialog={dialog} />
    </PublicShell>
  );
}
