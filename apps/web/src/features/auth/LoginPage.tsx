// Login (/login), docs/product/portal-cliente.md §2: e-mail, senha, captcha; Entrar only when all are present
// and no request is running; links to recovery and self-registration; optional help (IS_EXIBE_AJUDA).
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import { isOn } from '@portal/shared/constants';
import { MSG, TITLES } from '@portal/shared/messages';
import { Captcha, type CaptchaHandle } from '../../ui/Captcha';
import { useDialog } from '../../ui/dialog-state';
import { OutlinedField } from '../../ui/OutlinedField';
import { LABELS, PUBLIC_LABELS } from '@portal/shared/labels';
import { useBrandDocument, useMarca } from '../../api/marca';
import { PublicShell } from '../../ui/PublicShell';
import { notify } from '../../ui/notify';
import { usePublicParameters } from './api/login';
import { useLogin } from './use-login';

// The help dialog's view loads when it first opens: most visits never open it.
const AppDialog = lazy(() => import('../../ui/Dialog').then((m) => ({ default: m.AppDialog })));

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const senhaRef = useRef<HTMLInputElement>(null);
  // The prerendered login (src/prerender.tsx) can be typed into before the app takes it over: what
  // the fields hold then becomes the screen's state.
  useEffect(() => {
    const typedEmail = emailRef.current?.value;
    const typedSenha = senhaRef.current?.value;
    if (typedEmail) setEmail((v) => v || typedEmail);
    if (typedSenha) setSenha((v) => v || typedSenha);
  }, []);
  const { login, pending } = useLogin();
  const parametros = usePublicParameters();
  const help = useDialog();
  const [helpUsed, setHelpUsed] = useState(false);

  const { marca, ready } = useMarca();
  useBrandDocument();
  // The help button: the parameter IS_EXIBE_AJUDA or the brand's login-help flag (either one).
  const showHelp = isOn(parametros.IS_EXIBE_AJUDA) || isOn(marca.ajudaLogin);

  const canSubmit = email.trim() !== '' && senha !== '' && !!captcha && !pending;

  async function submit() {
    if (pending) return;
    if (!email.trim() || !senha) {
      notify('warning', MSG.loginInvalid, { title: TITLES.warning });
      return;
    }
    if (!captcha) return;
    const ok = await login({ email, senha, captcha });
    // The server accepts a captcha solution once: a refused login needs a new one.
    if (!ok) captchaRef.current?.reset();
  }

  function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    void submit();
  }

  // Enter submits; with the button disabled the browser would ignore it, so empty fields still get
  // their message.
  function onKeyDown(ev: KeyboardEvent) {
    if (ev.key === 'Enter' && !canSubmit && ev.target instanceof HTMLInputElement) {
      ev.preventDefault();
      void submit();
    }
  }

  function openHelp() {
    setHelpUsed(true);
    help.open({
      title: LABELS.help,
      content: <Typography>{PUBLIC_LABELS.helpText(parametros.EMAIL_SUPORTE0)}</Typography>,
      size: 'sm',
    });
  }

  return (
    <PublicShell marca={marca} ready={ready} header="login" title={marca.nome} hideTitle>
      <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label={LABELS.enter}>
        <OutlinedField
          label={LABELS.email}
          type="email"
          name="email"
          autoComplete="username"
          inputRef={emailRef}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          fullWidth
          required
          margin="normal"
          autoFocus
        />
        <OutlinedField
          label={LABELS.password}
          type="password"
          name="senha"
          autoComplete="current-password"
          inputRef={senhaRef}
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
          fullWidth
          required
          margin="normal"
        />
        <Box sx={{ my: 2 }}>
          <Captcha ref={captchaRef} onChange={setCaptcha} />
        </Box>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          size="large"
          fullWidth
          disabled={!canSubmit}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {LABELS.enter}
        </Button>
      </Box>
      {/* A gap rather than margins: on a narrow phone the second link wraps to the start of its line. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <Link component={RouterLink} to="/recovery" color="secondary">
          {LABELS.forgotPassword}
        </Link>
        <Link component={RouterLink} to="/novo-cliente" color="secondary">
          {LABELS.registerCompany}
        </Link>
      </Stack>
      {showHelp ? (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button startIcon={<HelpOutlineIcon />} onClick={openHelp} color="inherit">
            {LABELS.help}
          </Button>
        </Box>
      ) : null}
      {helpUsed ? (
        <Suspense fallback={null}>
          <AppDialog dialog={help} />
        </Suspense>
      ) : null}
    </PublicShell>
  );
}
