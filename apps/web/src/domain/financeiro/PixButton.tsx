// The PIX action of an open title that has a Pix (the API's `pix` flag), beside its boleto button in the
// finance list and in the order's títulos: a dialog with the QR, the amount, the due date and the copia e
// cola text. The dialog (and the QR library) load only when opened, so they stay out of the entry bundle.
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import type { DocumentOwner } from '../../api/documentos';

const PixDialog = lazy(() => import('./PixDialog'));

export interface PixTituloRef {
  titulo: string;
  prefixo: string;
  parcela: string;
}

export function PixButton({ titulo, owner }: { titulo: PixTituloRef; owner: DocumentOwner }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<QrCode2Icon />}
        aria-haspopup="dialog"
        aria-label={L.pixAria(titulo.titulo, titulo.parcela)}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {L.pix}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PixDialog titulo={titulo} owner={owner} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
