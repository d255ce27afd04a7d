// ALTCHA captcha (self-hosted proof of work). The widget (~35 kB gz) is loaded on first use.
// onChange gets the solution payload (base64) once verified, null otherwise.
import { useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { MSG } from '@portal/shared/messages';
import { LABELS } from '@portal/shared/labels';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
/** The widget's height (px): its place is kept while it loads, so nothing below it moves. */
const CAPTCHA_HEIGHT = 75;

export interface CaptchaHandle {
  /** A new challenge (a solution is accepted once by the server). */
  reset: () => void;
}

interface CaptchaProps {
  onChange: (payload: string | null) => void;
  challengeUrl?: string;
  ref?: Ref<CaptchaHandle>;
}

interface StateDetail {
  state?: string;
  payload?: string | null;
}

// Solve as soon as the checkbox is clicked; no artificial delay.
const WIDGET_CONFIGURATION = JSON.stringify({ minDuration: 0 });

let widgetLoad: Promise<unknown> | null = null;
function loadWidget(): Promise<unknown> {
  widgetLoad ??= Promise.all([import('altcha'), import('altcha/i18n/pt-br')]).catch((err) => {
    widgetLoad = null;
    throw err;
  });
  return widgetLoad;
}

const noSubscription = () => () => {};

export function Captcha(props: CaptchaProps) {
  // Plain HTTP on a LAN host name: no WebCrypto, so no widget (captcha-insecure.ts). The prerendered
  // login (src/prerender.tsx) has the widget's place; a page without a secure context swaps it.
  const secure = useSyncExternalStore(
    noSubscription,
    () => window.isSecureContext,
    () => true,
  );
  return secure ? <WidgetCaptcha {...props} /> : <InsecureContextCaptcha {...props} />;
}

type SolveState = 'idle' | 'verifying' | 'verified' | 'error';

function InsecureContextCaptcha({ onChange, challengeUrl = CAPTCHA_CHALLENGE_URL, ref }: CaptchaProps) {
  const [state, setState] = useState<SolveState>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const start = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState('verifying');
    onChange(null);
    import('./captcha-insecure')
      .then((m) => m.solveCaptchaInsecure(challengeUrl, controller.signal))
      .then(
        (payload) => {
          if (controller.signal.aborted) return;
          setState('verified');
          onChange(payload);
        },
        () => !controller.signal.aborted && setState('error'),
      );
  };
  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        running.current?.abort();
        setState('idle');
        onChange(null);
      },
    }),
    [onChange],
  );
  return (
    <Box
      role="group"
      aria-label={LABELS.captcha}
      sx={{ minHeight: CAPTCHA_HEIGHT }}
      data-captcha="local"
      data-state={state}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={state === 'verified'}
            disabled={state === 'verifying'}
            onChange={() => state !== 'verified' && start()}
          />
        }
        label={LABELS.captchaCheck}
      />
      {state === 'verifying' && <CircularProgress size={16} aria-label={MSG.loading} />}
      {state === 'error' && (
        <Typography variant="body2" color="error" role="alert">
          {MSG.genericFailure}
        </Typography>
      )}
    </Box>
  );
}

function WidgetCaptcha({ onChange, challengeUrl = CAPTCHA_CHALLENGE_URL, ref }: CaptchaProps) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const widget = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let alive = true;
    loadWidget().then(
      () => alive && setReady(true),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = widget.current;
    if (!ready || !el) return;
    const onState = (ev: Event) => {
      const detail = (ev as CustomEvent<StateDetail>).detail ?? {};
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    const onExpired = () => onChangeRef.current(null);
    el.addEventListener('statechange', onState);
    el.addEventListener('expired', onExpired);
    return () => {
      el.removeEventListener('statechange', onState);
      el.removeEventListener('expired', onExpired);
    };
  }, [ready]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        widget.current?.reset?.();
        onChangeRef.current(null);
      },
    }),
    [],
  );

  return (
    <Box role="group" aria-label={LABELS.captcha} sx={{ minHeight: CAPTCHA_HEIGHT }}>
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl}
          configuration={WIDGET_CONFIGURATION}
          language="pt-br"
          type="checkbox"
          auto="off"
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {failed ? MSG.genericFailure : MSG.loading}
        </Typography>
      )}
    </Box>
  );
}
