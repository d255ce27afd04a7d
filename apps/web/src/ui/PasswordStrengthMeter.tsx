// Password strength meter with the spec's five labels (docs/product/portal-cliente.md §2: Muito fraca, Fraca,
// Boa, Forte, Excelente), shown when USA_PSW_FORTE is SIM.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/shared/messages';
import { passwordStrength } from '@portal/shared/validators';

const COLORS = ['#b71c1c', '#c43e00', '#8a6d00', '#2e7d32', '#1b5e20'] as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const level = passwordStrength(password);
  const label = MSG.passwordStrength[level];
  const text = MSG.passwordStrengthTitle(label);
  return (
    <Box sx={{ mt: 0.5, mb: 1 }} data-testid="password-strength" data-level={level}>
      <LinearProgress
        variant="determinate"
        value={password ? (level + 1) * 20 : 0}
        aria-label={text}
        sx={{
          height: 6,
          borderRadius: 3,
          bgcolor: 'grey.300',
          '& .MuiLinearProgress-bar': { bgcolor: COLORS[level] },
        }}
      />
      <Typography
        variant="caption"
        component="p"
        aria-live="polite"
        sx={{ color: password ? COLORS[level] : 'text.secondary', mt: 0.5 }}
      >
        {password ? text : '\u00a0'}
      </Typography>
    </Box>
  );
}
