// Password reset (/forgot?id&name&token), reached from the e-mailed link
// (docs/product/portal-cliente.md §2, §5, §8): new password and confirmation (at most 10 characters), the
// strength meter when USA_PSW_FORTE is SIM, a captcha; CONFIRMAR only when the captcha is done and both
// passwords are filled and equal.
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isOn, LIMITS } from '@portal/shared/constants';
import { MSG, TITLES } from '@portal/shared/messages';
import { PUBLIC_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { useBrandDocument, useMarca } from '../../api/marca';
import { usePublicParameters } from '../../api/public-parameters';
import { Captcha, type CaptchaHandle } from '../../ui/Captcha';
import { notify } from '../../ui/notify';
import { passwordLengthError } from '../../ui/password-length';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { PublicShell } from '../../ui/PublicShell';
import { putNewPassword } from './api/recuperacao';
import { canConfirm, failureMessage, isLinkProblem } from './recovery-rules';

export default function ForgotPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const name = params.get('name') ?? '';
  const token = params.get('token') ?? '';
  const linkComplete = Number.isInteger(id) && id > 0 && token !== '';

  const { marca, ready } = useMarca();
  useBrandDocument(SCREEN_TITLES.forgot);
  const parametros = usePublicParameters();
  const [senha, setSenha] = useState('');
  const [resenha, setResenha] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(linkComplete ? null : MSG.resetLinkInvalid);
  const captchaRef = useRef<CaptchaHandle>(null);

  const senhaError = passwordLengthError(senha);
  const reSenhaError = passwordLengthError(resenha);
  const oops = (message: string) => notify('warning', message, { title: TITLES.oops });

  async function confirm(ev?: FormEvent) {
    ev?.preventDefault();
    if (pending) return;
    if (!senha || !resenha || senha !== resenha) return oops(MSG.newPasswordInvalid(name));
    if (senhaError) return;
    if (!captcha) return oops(MSG.captchaInvalid);
    setPending(true);
    try {
      const res = await putNewPassword({ id, senha, resenha, token, captcha });
      captchaRef.current?.reset();
      if (!res.ok) {
        const message = failureMessage(res);
        if (isLinkProblem(message)) setLinkError(message);
        return oops(message);
      }
      notify('success', MSG.newPasswordSuccess);
      void navigate('/login', { replace: true });
    } finally {
      setPending(false);
    }
  }

  return (
    <PublicShell marca={marca} ready={ready} header="login" title={SCREEN_TITLES.forgot}>
      {linkError ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Alert severity="error" role="alert">
            {linkError}
          </Alert>
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" color="inherit" fullWidth onClick={() => navigate('/login')}>
              {L.cancel}
            </Button>
            <Button component={RouterLink} to="/recovery" variant="contained" fullWidth>
              {L.newRecovery}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={confirm}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {L.resetGreeting(name)}
          </Typography>
          <TextField
            label={L.newPassword}
            type="password"
            name="senha"
            autoComplete="new-password"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            fullWidth
            required
            margin="normal"
            autoFocus
            error={senhaError !== null}
            helperText={senhaError ?? L.passwordMaxHint(LIMITS.PASSWORD_MAX)}
          />
          {isOn(parametros.USA_PSW_FORTE) ? <PasswordStrengthMeter password={senha} /> : null}
          <TextField
            label={L.confirmPassword}
            type="password"
            name="resenha"
            autoComplete="new-password"
            value={resenha}
            onChange={(e) => setResenha(e.target.value)}
            fullWidth
            required
            margin="normal"
            error={reSenhaError !== null || (resenha !== '' && resenha !== senha)}
            helperText={reSenhaError ?? ' '}
          />
          <Box sx={{ my: 2 }}>
            <Captcha ref={captchaRef} onChange={setCaptcha} />
          </Box>
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" color="inherit" fullWidth onClick={() => navigate('/login')}>
              {L.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={!canConfirm({ captcha, senha, resenha, pending })}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {L.confirm}
            </Button>
          </Stack>
        </Box>
      )}
    </PublicShell>
  );
}
