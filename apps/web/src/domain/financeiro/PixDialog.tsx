// The Pix of a title (GET /boletos/pixBoletoCliente, docs/product/documentos-fiscais.md §5): the QR drawn
// by `qrcode` as SVG, the amount and due date, the copia e cola text and 'Copiar código Pix', which puts
// exactly the code on the clipboard and says so. A refusal (paid, no Pix) is the client's notice.
import { useEffect, useId, useState } from 'react';
import QRCode from 'qrcode';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { FINANCE_LABELS as L, LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { PixTitulo } from '@portal/shared/schemas/financeiro';
import { request } from '../../api/client';
import type { DocumentOwner } from '../../api/documentos';
import { notify } from '../../ui/notify';
import type { PixTituloRef } from './PixButton';

/** Copies the text: the Clipboard API, else a selected textarea and execCommand. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

export default function PixDialog({
  titulo: ref,
  owner,
  onClose,
}: {
  titulo: PixTituloRef;
  owner: DocumentOwner;
  onClose: () => void;
}) {
  const titleId = useId();
  const codeId = useId();
  const [pix, setPix] = useState<PixTitulo | null>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const ctrl = new AbortController();
    void (async () => {
      const r = await request<PixTitulo>('GET', '/boletos/pixBoletoCliente', {
        query: { ...owner, numBol: ref.titulo, prefixo: ref.prefixo, parcela: ref.parcela },
        signal: ctrl.signal,
      });
      if (ctrl.signal.aborted) return;
      if (!r.ok) {
        setOpen(false);
        return;
      }
      setPix(r.data);
      setSvg(await QRCode.toString(r.data.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }));
    })();
    return () => ctrl.abort();
  }, [owner, ref.titulo, ref.prefixo, ref.parcela]);

  const copy = async () => {
    if (!pix) return;
    if (await copyText(pix.payload)) notify('success', MSG.pixCopied);
    else {
      notify('warning', MSG.pixCopyFailed);
      (document.getElementById(codeId) as HTMLTextAreaElement | null)?.select();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ transition: { onExited: onClose } }}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {L.pixTitle(ref.titulo, ref.parcela)}
      </DialogTitle>
      <IconButton
        aria-label={LABELS.close}
        onClick={() => setOpen(false)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {!pix ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={MSG.loading} />
          </Box>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'stretch' }}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  {L.pixValor}
                </Typography>
                <Typography variant="h6" component="p" data-testid="pix-valor">
                  {formatCurrency(pix.valor)}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {L.pixVencimento}
                </Typography>
                <Typography variant="h6" component="p" data-testid="pix-vencimento">
                  {formatDate(pix.vencimento)}
                </Typography>
              </Box>
            </Stack>
            {svg ? (
              <Box
                role="img"
                aria-label={L.pixQrAlt(ref.titulo, ref.parcela)}
                data-testid="pix-qr"
                sx={{ width: 'min(100%, 240px)', mx: 'auto', '& svg': { display: 'block', width: '100%' } }}
                // the SVG is qrcode's own output for the code: rects and a path, no text from the user
                dangerouslySetInnerHTML={{ __html: svg }}
              />
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {L.pixHint}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {pix.origem === 'ERP' ? L.pixOrigemErp : L.pixOrigemPortal}
            </Typography>
            <Box>
              <Typography component="label" htmlFor={codeId} variant="subtitle2">
                {L.pixCopiaECola}
              </Typography>
              <Box
                component="textarea"
                id={codeId}
                readOnly
                value={pix.payload}
                rows={4}
                data-testid="pix-copia-e-cola"
                onFocus={(e) => e.currentTarget.select()}
                sx={{
                  display: 'block',
                  width: '100%',
                  boxSizing: 'border-box',
                  resize: 'none',
                  fontFamily: 'monospace',
                  fontSize: '0.8rem',
                  wordBreak: 'break-all',
                  p: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'action.hover',
                  color: 'text.primary',
                }}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setOpen(false)}>{L.pixClose}</Button>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          disabled={!pix}
          onClick={() => void copy()}
        >
          {L.pixCopy}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
