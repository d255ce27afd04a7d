// Password recovery (/recovery), docs/product/portal-cliente.md §2, §5, §8: the user (e-mail) and a captcha;
// ENVIAR is disabled without both; VOLTAR goes back to the login. A result dialog shows the outcome; failures
// are 'Ops!' warnings with the server's message.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG, TITLES } from '@portal/shared/messages';
import { PUBLIC_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { isValidEmail } from '@portal/shared/validators';
import { useBrandDocument, useMarca } from '../../api/marca';
import { Captcha, type CaptchaHandle } from '../../ui/Captcha';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { PublicShell } from '../../ui/PublicShell';
import { postForgot } from './api/recuperacao';
import { canSend, failureMessage } from './recovery-rules';

export default function RecoveryPage() {
  const navigate = useNavigate();
  const { marca, ready } = useMarca();
  useBrandDocument(SCREEN_TITLES.recovery);
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const result = useDialog();

  const oops = (message: string) => notify('warning', message, { title: TITLES.oops });

  async function send(ev?: FormEvent) {
    ev?.preventDefault();
    if (pending) return;
    if (!isValidEmail(email.trim())) return oops(MSG.forgotInvalidUser);
    if (!captcha) return oops(MSG.captchaInvalid);
    setPending(true);
    try {
      const res = await postForgot({ email: email.trim(), token: captcha });
      // A solution is accepted once: any further request needs a new one.
      captchaRef.current?.reset();
      if (!res.ok) return oops(failureMessage(res));
      result.open({
        title: SCREEN_TITLES.recovery,
        size: 'sm',
        content: <Typography>{MSG.forgotSuccess}</Typography>,
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
    } finally {
      setPending(false);
    }
  }

  return (
    <PublicShell marca={marca} ready={ready} header="login" title={SCREEN_TITLES.recovery}>
      <Box component="form" noValidate onSubmit={send}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {L.recoveryIntro}
        </Typography>
        <TextField
          label={L.user}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          fullWidth
          required
          margin="normal"
          autoFocus
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <Box sx={{ my: 2 }}>
          <Captcha ref={captchaRef} onChange={setCaptcha} />
        </Box>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" color="inherit" fullWidth onClick={() => navigate('/login')}>
            {L.back}
          </Button>
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={!canSend({ email, captcha, pending })}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {L.send}
          </Button>
        </Stack>
      </Box>
      <AppDialog dialog={result} />
    </PublicShell>
  );
}
