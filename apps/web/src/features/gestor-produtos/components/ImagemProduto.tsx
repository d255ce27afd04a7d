// The product's picture beside its data: the stored one (its address carries the entity tag, so a
// new picture is never an old cached one), 'Enviar imagem' / 'Trocar imagem' (PNG, JPEG, SVG or
// WebP up to 2 MB, checked here and by the API) and 'Remover imagem'.
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import HideImageIcon from '@mui/icons-material/HideImage';
import UploadIcon from '@mui/icons-material/Upload';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import {
  PRODUTO_IMAGEM_MAX_BYTES,
  PRODUTO_IMAGEM_TYPES,
  type ProdutoGestor,
  type ProdutoImagemInfo,
} from '@portal/shared/schemas/gestor-cadastros';
import { AppDialog, useDialog } from '../../../ui/Dialog';
import { askRemoval } from '../../../ui/confirm-removal';
import { notify } from '../../../ui/notify';
import { removeImagem, uploadImagem } from '../api/produtos';

interface Props {
  produto: ProdutoGestor | null;
  canWrite: boolean;
  onChanged: (imagem: ProdutoImagemInfo | null) => void;
}

export function ImagemProduto({ produto, canWrite, onChanged }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useDialog();
  const imagem = produto?.imagem ?? null;

  const send = async (file: File) => {
    if (!produto) return;
    if (!(PRODUTO_IMAGEM_TYPES as readonly string[]).includes(file.type)) {
      notify('warning', MSG.productImageType, { duration: NOTIFY_DURATIONS.VALIDATION });
      return;
    }
    if (file.size > PRODUTO_IMAGEM_MAX_BYTES) {
      notify('warning', MSG.productImageTooLarge('2 MB'), { duration: NOTIFY_DURATIONS.VALIDATION });
      return;
    }
    setBusy(true);
    const info = await uploadImagem(produto.produtoId, file);
    setBusy(false);
    if (!info) return;
    notify('success', MSG.productImageSaved);
    onChanged(info);
  };
  const remove = async () => {
    if (!produto) return;
    setBusy(true);
    const res = await removeImagem(produto.produtoId);
    setBusy(false);
    if (!res.ok) return;
    notify('success', MSG.productImageRemoved);
    onChanged(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="produto-imagem-titulo">
      <Typography
        id="produto-imagem-titulo"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {C.picture}
      </Typography>
      <Box
        sx={{
          height: 200,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
          mb: 1,
        }}
        data-testid="produto-imagem"
      >
        {imagem && produto ? (
          <img
            src={imagem.url}
            alt={C.pictureAlt(produto.produtoDesc)}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <HideImageIcon fontSize="large" />
            <Typography variant="body2">{C.noPicture}</Typography>
          </Stack>
        )}
      </Box>
      {produto ? (
        <>
          <input
            ref={input}
            type="file"
            accept={PRODUTO_IMAGEM_TYPES.join(',')}
            hidden
            aria-label={imagem ? C.changePicture : C.sendPicture}
            data-testid="produto-imagem-arquivo"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void send(file);
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />}
              disabled={!canWrite || busy}
              onClick={() => input.current?.click()}
            >
              {imagem ? C.changePicture : C.sendPicture}
            </Button>
            {imagem ? (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                disabled={!canWrite || busy}
                onClick={() => askRemoval(confirm, MSG.removePictureConfirm(produto.produtoDesc), remove)}
              >
                {C.removePicture}
              </Button>
            ) : null}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {C.pictureHint}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {MSG.productSaveFirst}
        </Typography>
      )}
      <AppDialog dialog={confirm} />
    </Paper>
  );
}
