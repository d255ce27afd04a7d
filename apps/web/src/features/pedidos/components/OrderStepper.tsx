// The progress bar of the order detail (docs/product/portal-cliente.md §4 Order statuses): seven steps, or
// CANCELADO alone, or REALIZADO then PENDENTE DE ENVIO. Each reached step shows when it was reached (from the
// order's history). The current step is marked for assistive technology (aria-current="step").
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { formatDateTime } from '@portal/shared/format';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { useCardLayout } from '../../../ui/ResponsiveTable';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { activeStepIndex, orderProgress, stepDates } from '../order-rules';

export function OrderStepper({
  pedido,
  etapa2,
}: {
  pedido: Pick<Pedido, 'statusId' | 'historico'>;
  etapa2: string;
}) {
  const steps = orderProgress(pedido.statusId, etapa2);
  const dates = stepDates(steps, pedido.historico);
  const active = activeStepIndex(steps);
  // On a phone the steps go down the page instead of scrolling sideways.
  const vertical = useCardLayout();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={L.progress}
      sx={{ px: 2, py: vertical ? 2 : 3, overflowX: vertical ? undefined : 'auto' }}
    >
      <Stepper
        activeStep={active === -1 ? steps.length : active}
        alternativeLabel={!vertical}
        orientation={vertical ? 'vertical' : 'horizontal'}
        role="list"
        sx={{
          minWidth: !vertical && steps.length > 2 ? 760 : undefined,
          // On a phone the steps sit close together: the whole progress in about a third of a screen.
          ...(vertical
            ? {
                '& .MuiStepConnector-line': { minHeight: 6 },
                '& .MuiStepLabel-root': { py: 0.25 },
              }
            : {}),
        }}
      >
        {steps.map((s, i) => {
          const current = s.state === 'current' || s.state === 'cancelled' || s.state === 'pending';
          const icon =
            s.state === 'cancelled' ? (
              <CancelIcon color="error" />
            ) : s.state === 'pending' ? (
              <ScheduleSendIcon color="warning" />
            ) : undefined;
          return (
            <Step
              key={s.label}
              role="listitem"
              completed={s.state === 'done' || s.state === 'current'}
              active={current}
              aria-current={current ? 'step' : undefined}
              data-state={s.state}
            >
              <StepLabel
                error={s.state === 'cancelled'}
                icon={icon}
                optional={
                  dates[i] ? (
                    <Typography
                      variant="caption"
                      component="span"
                      color="text.secondary"
                      sx={{ display: 'block', textAlign: vertical ? 'left' : 'center' }}
                    >
                      {formatDateTime(dates[i])}
                    </Typography>
                  ) : undefined
                }
                sx={{
                  '& .MuiStepLabel-label': { fontSize: '0.8rem', fontWeight: current ? 700 : 500 },
                  '& .MuiStepIcon-root.Mui-completed': { color: current ? 'secondary.main' : 'success.main' },
                }}
              >
                {s.label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Paper>
  );
}
