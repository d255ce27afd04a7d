// The bell of the customer and seller header: unread count, a popover with the recent order news
// (order number, new status, time in São Paulo) that opens the order, and the titles paid (which
// open /financeiro), and "Marcar todas como lidas".
// The list is kept live by the notifications stream (api.ts).
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { formatDateTime } from '@portal/shared/format';
import { NOTIFICACAO_LABELS } from '@portal/shared/labels-notificacoes';
import { orderStatusLabel } from '@portal/shared/notificacoes';
import type { Notificacao } from '@portal/shared/schemas/notificacoes';
import { AvisosEmail } from '../../domain/notificacoes';
import { markInList, marcarLida, marcarTodasLidas, useNotificacoes, useNotificacoesStream } from './api';

/** The time of a notification as São Paulo shows it: the portal's one formatter of a time on screen. */
export const notificacaoTime = formatDateTime;

function Item({ n, onOpen }: { n: Notificacao; onOpen: (n: Notificacao) => void }) {
  const title =
    n.tituloNumero !== null
      ? NOTIFICACAO_LABELS.tituloPago(n.tituloNumero)
      : NOTIFICACAO_LABELS.item(n.pedidoRef ?? '', orderStatusLabel(n.statusId));
  return (
    <ListItemButton
      onClick={() => onOpen(n)}
      sx={{ alignItems: 'flex-start', gap: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          flex: '0 0 8px',
          borderRadius: '50%',
          bgcolor: n.lida ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: n.lida ? 400 : 700 }}>
          {title}
          {n.lida ? null : (
            <Box component="span" sx={visuallyHidden}>
              {` (${NOTIFICACAO_LABELS.unread})`}
            </Box>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap title={n.clienteNome}>
          {n.clienteNome}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={n.createdDate}>{notificacaoTime(n.createdDate)}</time>
        </Typography>
      </Box>
    </ListItemButton>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function NotificacoesBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [marking, setMarking] = useState(false);
  const [prefsView, setPrefsView] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const panelId = useId();
  const titleId = useId();
  const query = useNotificacoes(true);
  useNotificacoesStream(true);
  const naoLidas = query.data?.naoLidas ?? 0;
  const itens = query.data?.itens ?? [];

  const open = (n: Notificacao) => {
    setAnchor(null);
    if (!n.lida) {
      markInList(queryClient, n.id);
      void marcarLida(n.id);
    }
    void navigate(n.pedidoId !== null ? `/pedidos/detalhe/${n.pedidoId}` : '/financeiro');
  };
  const markAll = async () => {
    setMarking(true);
    const res = await marcarTodasLidas();
    setMarking(false);
    if (res.ok) markInList(queryClient);
  };

  let body;
  if (query.isPending) {
    body = (
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{NOTIFICACAO_LABELS.loading}</Typography>
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }}>
        <Typography variant="body2" role="alert">
          {NOTIFICACAO_LABELS.loadError}
        </Typography>
      </Stack>
    );
  } else if (itens.length === 0) {
    body = (
      <Typography variant="body2" sx={{ p: 2 }}>
        {NOTIFICACAO_LABELS.empty}
      </Typography>
    );
  } else {
    body = (
      <List
        dense
        disablePadding
        aria-labelledby={titleId}
        sx={{ maxHeight: { xs: '60vh', sm: 420 }, overflowY: 'auto' }}
      >
        {itens.map((n) => (
          <li key={n.id}>
            <Item n={n} onOpen={open} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={NOTIFICACAO_LABELS.bell(naoLidas)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void query.refetch();
        }}
      >
        <Badge badgeContent={naoLidas} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          setPrefsView(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxWidth: 380 },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{
            px: 2,
            py: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {NOTIFICACAO_LABELS.title}
          </Typography>
          <Button size="small" onClick={() => void markAll()} disabled={marking || naoLidas === 0}>
            {NOTIFICACAO_LABELS.markAll}
          </Button>
        </Stack>
        {prefsView ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            <AvisosEmail headingLevel="h3" />
            <Button size="small" onClick={() => setPrefsView(false)} sx={{ alignSelf: 'flex-start' }}>
              {NOTIFICACAO_LABELS.back}
            </Button>
          </Stack>
        ) : (
          <>
            {body}
            <Box sx={{ px: 2, py: 1 }}>
              <Button size="small" onClick={() => setPrefsView(true)}>
                {NOTIFICACAO_LABELS.prefsOpen}
              </Button>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
}
