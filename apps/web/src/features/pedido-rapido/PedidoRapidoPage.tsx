// Quick order (/pedido-rapido): lines of "code quantity" pasted from a spreadsheet or an e-mail (tab,
// ';', ',' or spaces; a header line tolerated; decimal comma), or a .xlsx/.csv file, checked in ONE
// call against the catalogue of the current client at the current branch (POST
// /pedido-rapido/verificar or /planilha). A table shows each line's outcome before anything is
// added, with each quantity in the product's unit ('6 t', '10 SC') and its price per unit;
// ADICIONAR puts the valid lines in the cart in one step (same-product lines summed), after asking
// to confirm the adjusted ones (raised to the minimum, rounded to the multiple: never silently)
// and, for a product already in the cart, SOMAR A QUANTIDADE / ADICIONAR OUTRO; then opens the cart.
// A line written as a name ('cimento cp2 20') comes back with what the catalogue search found: the
// product ('Encontramos: ...') or a few to choose from; CONFIRMAR checks the choice as a code line,
// which then joins the others.
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BUYER_ROLES, NOTIFY_DURATIONS, isOn } from '@portal/shared/constants';
import { SCREEN_TITLES } from '@portal/shared/labels';
import { QUICK_ORDER_LABELS as L } from '@portal/shared/labels-pedido-rapido';
import { MSG } from '@portal/shared/messages';
import { PEDIDO_RAPIDO_MAX_LINHAS, parseColagem } from '@portal/shared/pedido-rapido';
import type {
  PedidoRapidoCandidato,
  PedidoRapidoLinha,
  PedidoRapidoResponse,
} from '@portal/shared/schemas/pedido-rapido';
import { formatPrecoUm, formatQuantidadeUm } from '@portal/shared/unidades';
import { useParameters } from '../../api/config';
import { baixarModelo, enviarPlanilha, verificarLinhas } from '../../api/pedido-rapido';
import { adjustedLines, defaultModalidade, putLinesInCart, validLines } from '../../domain/carrinho';
import { useSession } from '../../state/session';
import { OrderingRefused, useOrderingRefused } from '../../domain/cliente';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify, notifySuccess } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';

const COLOR = { ok: 'success', ajustada: 'warning', erro: 'error', escolher: 'info' } as const;

/** The quantity that goes into the cart, with the product's unit ('6 t', '10 SC'). */
const qty = (l: PedidoRapidoLinha) =>
  l.quantidade === null ? '—' : formatQuantidadeUm(l.quantidade, l.produto?.produtoUM);
/** The price per the product's unit of the modality a new line takes ('R$ 145,00 / t'). */
const price = (l: PedidoRapidoLinha) => {
  const m = l.produto ? defaultModalidade(l.produto) : undefined;
  return m && l.produto ? formatPrecoUm(m.valor, l.produto.produtoUM) : '—';
};

/** Confirms a name line's product: the line is checked again by the product's code. */
type OnConfirm = (l: PedidoRapidoLinha, sku: string) => void;

const candidato = (c: PedidoRapidoCandidato) => L.candidate(c.descricao, c.sku, formatPrecoUm(c.preco, c.um));

/** A name line's proposal: the product found, or the products to choose from, and CONFIRMAR. */
function Proposta({ l, onConfirm, busy }: { l: PedidoRapidoLinha; onConfirm: OnConfirm; busy: boolean }) {
  const p = l.proposta;
  const [chosen, setChosen] = useState(p?.melhor?.sku ?? '');
  const legend = useId();
  if (!p) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      {p.corrigida ? (
        <Typography variant="body2" color="text.secondary">
          {L.searchedAs(p.corrigida)}
        </Typography>
      ) : null}
      {p.melhor ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {L.found(p.melhor.descricao, p.melhor.sku, formatPrecoUm(p.melhor.preco, p.melhor.um))}
        </Typography>
      ) : (
        <FormControl component="fieldset" sx={{ minWidth: 0 }}>
          <FormLabel component="legend" id={legend} sx={{ overflowWrap: 'anywhere' }}>
            {L.chooseFor(p.busca)}
          </FormLabel>
          <RadioGroup
            aria-labelledby={legend}
            name={`produto-linha-${l.linha}`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            {p.candidatos.map((c) => (
              <FormControlLabel
                key={c.sku}
                value={c.sku}
                control={<Radio size="small" />}
                label={candidato(c)}
                sx={{
                  alignItems: 'flex-start',
                  '& .MuiFormControlLabel-label': { pt: 0.75, overflowWrap: 'anywhere' },
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <Button
        variant="contained"
        size="small"
        data-confirmar=""
        aria-label={L.confirmAria(l.linha)}
        disabled={busy || !chosen}
        onClick={() => onConfirm(l, chosen)}
      >
        {L.confirm}
      </Button>
      {!chosen ? (
        <Typography variant="caption" color="text.secondary">
          {L.chooseFirst}
        </Typography>
      ) : null}
    </Stack>
  );
}

function Situacao({ l }: { l: PedidoRapidoLinha }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={COLOR[l.situacao]} label={L.situacao[l.situacao]} />
      {l.mensagens.map((m) => (
        <Typography key={m} variant="body2">
          {m}
        </Typography>
      ))}
    </Stack>
  );
}

interface ResultProps {
  linhas: PedidoRapidoLinha[];
  onConfirm: OnConfirm;
  busy: boolean;
}

function ResultTable({ linhas, onConfirm, busy }: ResultProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={L.resultTable}>
        <TableHead>
          <TableRow>
            <TableCell>{L.colLinha}</TableCell>
            <TableCell>{L.colCodigo}</TableCell>
            <TableCell>{L.colProduto}</TableCell>
            <TableCell align="right">{L.colInformada}</TableCell>
            <TableCell align="right">{L.colQuantidade}</TableCell>
            <TableCell align="right">{L.colPreco}</TableCell>
            <TableCell>{L.colSituacao}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l) => (
            <TableRow key={l.linha} data-situacao={l.situacao}>
              <TableCell>{l.linha}</TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {l.sku || '—'}
              </TableCell>
              <TableCell sx={l.proposta ? { minWidth: 360 } : undefined}>
                {l.proposta ? (
                  <Proposta l={l} onConfirm={onConfirm} busy={busy} />
                ) : (
                  (l.produto?.produtoDesc ?? '')
                )}
              </TableCell>
              <TableCell align="right">{l.quantidadeInformada || '—'}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {qty(l)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {price(l)}
              </TableCell>
              <TableCell>
                <Situacao l={l} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone: one card per line. */
function ResultCards({ linhas, onConfirm, busy }: ResultProps) {
  return (
    <Stack component="ul" spacing={1} aria-label={L.resultTable} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {linhas.map((l) => (
        <Paper component="li" key={l.linha} variant="outlined" sx={{ p: 1.5 }} data-situacao={l.situacao}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
              {l.linha}. {l.sku || '—'}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {l.quantidadeInformada || '—'} → {qty(l)}
            </Typography>
          </Stack>
          {l.produto ? (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {l.produto.produtoDesc} · {price(l)}
            </Typography>
          ) : null}
          {l.proposta ? (
            <Box sx={{ mb: 1 }}>
              <Proposta l={l} onConfirm={onConfirm} busy={busy} />
            </Box>
          ) : null}
          <Situacao l={l} />
        </Paper>
      ))}
    </Stack>
  );
}

export default function PedidoRapidoPage() {
  const usuario = useSession((s) => s.usuario);
  const { parametros, isPending } = useParameters();
  const navigate = useNavigate();
  const refused = useOrderingRefused();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dialog = useDialog();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [checked, setResult] = useState<PedidoRapidoResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);
  // After a confirmation, the keyboard goes on to the next line to confirm, or to ADICIONAR.
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const next = document.querySelector<HTMLButtonElement>('[data-confirmar]:not([disabled])');
    (next ?? addButton.current)?.focus();
  }, [checked]);

  if (!usuario) return null;
  const cliente = usuario.cliente ?? null;
  const unidade = usuario.unidade ?? null;
  const term = parametros.DESC_CARRINHO;
  const sells = isOn(parametros.REALIZA_VENDAS);
  const target = cliente && unidade ? { clienteId: cliente.id, filialId: unidade.id } : null;
  // A check made for another client or branch (switched meanwhile) no longer applies.
  const result =
    checked && target && checked.clienteId === target.clienteId && checked.filialId === target.filialId
      ? checked
      : null;

  const run = async (call: () => Promise<PedidoRapidoResponse | undefined>) => {
    setBusy(true);
    setResult(null);
    try {
      const r = await call();
      if (r) setResult(r);
    } finally {
      setBusy(false);
    }
  };
  const check = () => {
    if (!target || busy) return;
    const linhas = parseColagem(text);
    if (linhas.length === 0) {
      notify('warning', MSG.quickOrderNoLines, { duration: NOTIFY_DURATIONS.VALIDATION });
      return;
    }
    if (linhas.length > PEDIDO_RAPIDO_MAX_LINHAS) {
      notify('warning', MSG.quickOrderTooManyLines(PEDIDO_RAPIDO_MAX_LINHAS, linhas.length), {
        duration: NOTIFY_DURATIONS.VALIDATION,
      });
      return;
    }
    void run(() => verificarLinhas(target, linhas));
  };
  const confirmar: OnConfirm = (l, sku) => {
    if (!target || confirming) return;
    setConfirming(true);
    void verificarLinhas(target, [{ sku, quantidade: l.quantidadeInformada }])
      .then((r) => {
        const linha = r?.linhas[0];
        if (!linha) return;
        focusNext.current = true;
        setResult((cur) =>
          cur && cur.clienteId === r.clienteId && cur.filialId === r.filialId
            ? {
                ...cur,
                linhas: cur.linhas.map((x) => (x.linha === l.linha ? { ...linha, linha: l.linha } : x)),
              }
            : cur,
        );
      })
      .finally(() => setConfirming(false));
  };
  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !target || busy) return;
    void run(() => enviarPlanilha(target, file));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      check();
    }
  };

  const valid = result ? validLines(result.linhas) : [];
  const counts = result
    ? {
        ok: result.linhas.filter((l) => l.situacao === 'ok').length,
        ajustada: result.linhas.filter((l) => l.situacao === 'ajustada').length,
        erro: result.linhas.filter((l) => l.situacao === 'erro').length,
        escolher: result.linhas.filter((l) => l.situacao === 'escolher').length,
      }
    : null;
  const add = () => {
    if (valid.length === 0) {
      notify('warning', MSG.quickOrderNothingValid);
      return;
    }
    putLinesInCart({
      dialog,
      term,
      lines: valid,
      ajustadas: adjustedLines(result?.linhas ?? []),
      onDone: () => {
        notifySuccess(MSG.quickOrderAdded(valid.length, term));
        setResult(null);
        setText('');
        void navigate('/carrinho');
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h5" component="h1" gutterBottom>
        {SCREEN_TITLES.pedidoRapido}
      </Typography>
      {refused ? <OrderingRefused reason={refused} /> : null}
      {isPending ? (
        <PageLoader />
      ) : !target ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3, flexWrap: 'wrap' }}>
          <Typography>{L.noTarget}</Typography>
          {BUYER_ROLES.includes(usuario.role) ? (
            <Button component={RouterLink} to="/selecionar-cliente" variant="outlined">
              {SCREEN_TITLES.selecionarCliente}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="body2" color="text.secondary" id="quick-intro" sx={{ mb: 1.5 }}>
              {L.intro}
            </Typography>
            <TextField
              name="linhas"
              label={L.pasteLabel}
              placeholder={L.pastePlaceholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              multiline
              minRows={6}
              maxRows={16}
              fullWidth
              autoComplete="off"
              slotProps={{
                htmlInput: {
                  'aria-describedby': 'quick-intro',
                  spellCheck: false,
                  style: { fontFamily: 'monospace' },
                },
              }}
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mt: 1.5, flexWrap: 'wrap' }}
              useFlexGap
            >
              <Button
                variant="contained"
                onClick={check}
                disabled={busy || text.trim() === ''}
                startIcon={<FactCheckIcon />}
              >
                {L.check}
              </Button>
              <Button variant="outlined" component="label" disabled={busy} startIcon={<UploadFileIcon />}>
                {L.upload}
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept=".xlsx,.csv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                  onChange={upload}
                  data-testid="quick-upload"
                />
              </Button>
              <Button variant="text" onClick={() => void baixarModelo(target)} startIcon={<DownloadIcon />}>
                {L.sample}
              </Button>
              <Button
                variant="text"
                color="inherit"
                onClick={() => {
                  setText('');
                  setResult(null);
                }}
                disabled={busy || (text === '' && !result)}
              >
                {L.clear}
              </Button>
            </Stack>
          </Paper>

          {busy ? (
            <Box role="status">
              <Typography color="text.secondary" gutterBottom>
                {L.checking}
              </Typography>
              <LinearProgress aria-label={L.checking} />
            </Box>
          ) : null}

          {result && counts ? (
            <Stack spacing={1.5} component="section" aria-labelledby="quick-result-title">
              <Typography id="quick-result-title" variant="h6" component="h2">
                {L.resultTitle}
              </Typography>
              <Alert
                severity={counts.erro > 0 ? 'warning' : counts.escolher > 0 ? 'info' : 'success'}
                role="status"
              >
                <span>{L.summary(counts.ok, counts.ajustada, counts.erro)}</span>
                {counts.escolher > 0 ? <span> {L.toChoose(counts.escolher)}</span> : null}
              </Alert>
              {phone ? (
                <ResultCards linhas={result.linhas} onConfirm={confirmar} busy={confirming} />
              ) : (
                <ResultTable linhas={result.linhas} onConfirm={confirmar} busy={confirming} />
              )}
              <Box>
                <Button
                  ref={addButton}
                  variant="contained"
                  color="secondary"
                  size="large"
                  onClick={add}
                  disabled={!sells || valid.length === 0}
                  startIcon={<AddShoppingCartIcon />}
                  fullWidth={phone}
                >
                  {L.addCount(valid.length)}
                </Button>
              </Box>
            </Stack>
          ) : null}
        </Stack>
      )}
      <AppDialog dialog={dialog} />
    </Box>
  );
}
