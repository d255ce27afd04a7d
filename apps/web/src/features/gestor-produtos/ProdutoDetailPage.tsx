// Product detail (/gestor/produtos/{id} and /gestor/produtos/add, docs/product/gestor-crm-vendas.md §2.10):
// heading 'Produto' with '[id] sku - description' or 'Carregando...'; loads by id, otherwise a blank product.
// Tabs 'Dados' (the fields, 'Salvar' and the picture) and 'Categorias' (ID, ROLE, DESCRIÇÃO; 'Adicionar
// nova categoria' and 'Remover?' with SIM/NÃO); a third tab index exists and shows nothing. After
// the first save the app goes to the new product's page.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type {
  CategoriaProduto,
  ProdutoGestor,
  ProdutoImagemInfo,
} from '@portal/shared/schemas/gestor-cadastros';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { useRefreshingMutation } from '../../api/mutation';
import { notifyFailure } from '../../api/failure';
import { notify } from '../../ui/notify';
import { useRecordRoute } from '../../ui/route-id';
import { addCategoria, produtosKey, removeCategoria, useProduto } from './api/produtos';
import { useCanWrite } from '../../domain/sessao';
import { CategoriaPickDialog } from './components/CategoriaPickDialog';
import { DadosProdutoTab } from './components/DadosProdutoTab';
import { ImagemProduto } from './components/ImagemProduto';
import { useTokenGuard } from '../../ui/use-token-guard';

function TabPanel({ value, index, children }: { value: number; index: number; children?: React.ReactNode }) {
  if (value !== index) return null;
  return (
    <Box
      role="tabpanel"
      id={`produto-tab-${index}`}
      aria-labelledby={`produto-tab-btn-${index}`}
      sx={{ pt: 2 }}
    >
      {children}
    </Box>
  );
}

export default function ProdutoDetailPage() {
  const { rawId, isNew, id, invalidId } = useRecordRoute();
  const guard = useTokenGuard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const detail = useProduto(id);
  const produto = detail.data ?? null;
  const [tab, setTab] = useState(0);
  const [picking, setPicking] = useState(false);
  const confirm = useDialog<CategoriaProduto>();

  useEffect(() => {
    if (invalidId)
      notify('warning', MSG.productIdInvalid(rawId ?? ''), { duration: NOTIFY_DURATIONS.TYPICAL });
    else guard();
  }, [invalidId, rawId, guard]);
  useEffect(() => setTab(0), [rawId]);

  const detailKey = [...produtosKey, 'detail', produto?.produtoId ?? null];
  const addLink = useRefreshingMutation(
    (v: { produtoId: number; categoriaId: number }) => addCategoria(v.produtoId, v.categoriaId),
    produtosKey,
  );
  const removeLink = useRefreshingMutation(
    (v: { produtoId: number; categoriaId: number }) => removeCategoria(v.produtoId, v.categoriaId),
    produtosKey,
  );
  const onSaved = (p: ProdutoGestor, created: boolean) => {
    if (created) void navigate(`/gestor/produtos/${p.produtoId}`, { replace: true });
  };
  const onImage = (imagem: ProdutoImagemInfo | null) => {
    queryClient.setQueryData<ProdutoGestor>(detailKey, (p) => (p ? { ...p, imagem } : p));
  };

  const link = async (categoriaId: number) => {
    if (!produto || !guard()) return;
    const res = await addLink.mutateAsync({ produtoId: produto.produtoId, categoriaId });
    if (res.ok) {
      notify('success', MSG.categoryAdded);
      setPicking(false);
    } else notifyFailure(res, MSG.failAddCategory);
  };
  const unlink = async (c: CategoriaProduto) => {
    if (!produto || !guard()) return;
    confirm.setActionLoading('sim', true);
    const res = await removeLink.mutateAsync({ produtoId: produto.produtoId, categoriaId: c.id });
    confirm.setActionLoading('sim', false);
    confirm.close();
    if (res.ok) notify('success', MSG.categoryRemoved);
    else notifyFailure(res, MSG.failRemoveCategory);
  };
  const askRemove = (c: CategoriaProduto) =>
    confirm.open({
      size: 'xs',
      title: MSG.removeCategoryTitle,
      content: <Typography>{MSG.removeCategoryConfirm(c.descricao)}</Typography>,
      data: c,
      actions: [
        { key: 'sim', label: C.yes, color: 'error', variant: 'contained', onClick: () => void unlink(c) },
        { key: 'nao', label: C.no, onClick: () => confirm.close(), autoFocus: true },
      ],
    });

  if (invalidId) {
    return (
      <Box component="section" aria-labelledby="page-title">
        <Typography id="page-title" variant="h4" component="h1" gutterBottom>
          {C.produtoHeading}
        </Typography>
        <Alert severity="warning">{MSG.productIdInvalid(rawId ?? '')}</Alert>
      </Box>
    );
  }

  const subtitle = isNew
    ? null
    : produto
      ? `[${produto.produtoId}] ${produto.produtoSku} - ${produto.produtoDesc}`
      : detail.isPending
        ? MSG.loading
        : null;

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Button component={RouterLink} to="/gestor/produtos" startIcon={<ArrowBackIcon />}>
          {L.back}
        </Button>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="page-title" variant="h4" component="h1">
            {C.produtoHeading}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" data-testid="produto-subtitulo">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
      </Stack>

      {!isNew && detail.isPending ? <CircularProgress aria-label={MSG.loading} /> : null}
      {!isNew && detail.isError ? (
        <Alert severity="warning">{MSG.productIdInvalid(rawId ?? '')}</Alert>
      ) : null}

      {isNew || produto ? (
        <Paper sx={{ p: 2 }}>
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label={C.produtoHeading}>
            <Tab label={C.tabDados} id="produto-tab-btn-0" aria-controls="produto-tab-0" />
            <Tab
              label={C.tabCategorias}
              id="produto-tab-btn-1"
              aria-controls="produto-tab-1"
              disabled={isNew}
            />
          </Tabs>

          <TabPanel value={tab} index={0}>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 8 }}>
                <DadosProdutoTab produto={produto} canWrite={canWrite} onSaved={onSaved} />
                {produto ? (
                  <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
                    {C.erpNote}
                  </Alert>
                ) : null}
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <ImagemProduto produto={produto} canWrite={canWrite} onChanged={onImage} />
              </Grid>
            </Grid>
          </TabPanel>

          <TabPanel value={tab} index={1}>
            {produto ? (
              <>
                <Button
                  variant="contained"
                  color="secondary"
                  startIcon={<AddIcon />}
                  disabled={!canWrite}
                  sx={{ mb: 2 }}
                  onClick={() => guard() && setPicking(true)}
                >
                  {C.addCategory}
                </Button>
                <Table size="small" aria-label={C.tabCategorias}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{L.colId}</TableCell>
                      <TableCell>{C.colRole}</TableCell>
                      <TableCell>{C.colDescricao}</TableCell>
                      <TableCell align="right">{L.actions}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {produto.categorias.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={4} align="center">
                          {MSG.noRecords}
                        </TableCell>
                      </TableRow>
                    ) : null}
                    {produto.categorias.map((c) => (
                      <TableRow key={c.id} hover>
                        <TableCell>{c.id}</TableCell>
                        <TableCell>{c.role}</TableCell>
                        <TableCell>{c.descricao}</TableCell>
                        <TableCell align="right">
                          <Button
                            size="small"
                            color="error"
                            startIcon={<DeleteIcon />}
                            disabled={!canWrite}
                            onClick={() => askRemove(c)}
                            aria-label={`${C.remove} ${c.descricao}`}
                          >
                            {C.remove}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            ) : null}
          </TabPanel>

          {/* The third tab index of the spec: it exists and shows nothing. */}
          <TabPanel value={tab} index={2} />
        </Paper>
      ) : null}

      {produto ? (
        <CategoriaPickDialog
          open={picking}
          linked={new Set(produto.categorias.map((c) => c.id))}
          onPick={link}
          onClose={() => setPicking(false)}
        />
      ) : null}
      <AppDialog dialog={confirm} />
    </Box>
  );
}
