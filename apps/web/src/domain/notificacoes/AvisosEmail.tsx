// The user's choice of order statuses e-mailed to them (order news), and of a title paid: one checkbox each,
// NF-e EMITIDA and ENTREGUE on until the user chooses. Shown in Meus dados and from the bell.
import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICACAO_LABELS as L } from '@portal/shared/labels-notificacoes';
import { MSG } from '@portal/shared/messages';
import { emailCodeLabel, NOTIFICACAO_EMAIL_CODES } from '@portal/shared/notificacoes';
import { fetchPreferencias, PREFERENCIAS_KEY, salvarPreferencias } from '../../api/notificacoes';
import { notify } from '../../ui/notify';

export function AvisosEmail({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: PREFERENCIAS_KEY, queryFn: ({ signal }) => fetchPreferencias(signal) });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (prefs.data) setChosen(prefs.data.emailStatus);
  }, [prefs.data]);

  const toggle = (id: number, on: boolean) =>
    setChosen((c) => (on ? [...(c ?? []), id] : (c ?? []).filter((x) => x !== id)));
  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    const res = await salvarPreferencias({ emailStatus: chosen });
    setSaving(false);
    if (res.ok) {
      queryClient.setQueryData(PREFERENCIAS_KEY, res.data);
      notify('success', L.prefsSaved);
    }
  };

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} variant="h6" component={headingLevel}>
        {L.prefsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {L.prefsHint}
      </Typography>
      {prefs.isPending ? <CircularProgress size={24} aria-label={L.prefsLoading} /> : null}
      {prefs.isError ? <Alert severity="warning">{MSG.genericFailure}</Alert> : null}
      {chosen ? (
        <>
          <FormGroup
            aria-labelledby={titleId}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
          >
            {NOTIFICACAO_EMAIL_CODES.map((id) => (
              <FormControlLabel
                key={id}
                control={
                  <Checkbox checked={chosen.includes(id)} onChange={(e) => toggle(id, e.target.checked)} />
                }
                label={emailCodeLabel(id)}
              />
            ))}
          </FormGroup>
          <div>
            <Button variant="contained" onClick={() => void save()} disabled={saving}>
              {L.prefsSave}
            </Button>
          </div>
        </>
      ) : null}
    </Stack>
  );
}
