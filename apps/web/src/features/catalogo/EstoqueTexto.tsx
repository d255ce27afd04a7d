// The stock of a product at the current unit in a buyer's words (@portal/shared/estoque): 'Disponível:
// 320 SC' in green, 'Indisponível · previsão 12/12/2026' in the warning colour, 'Sob consulta' in grey,
// and the figure's age when it is older than ESTOQUE_IDADE_HORAS ('atualizado há 3 dias'). The colour
// is never the only sign: the words say it.
import Typography from '@mui/material/Typography';
import { idadeEstoque, situacaoEstoque, textoEstoque, type EstoqueUnidade } from '@portal/shared/estoque';

const COLOR = {
  disponivel: 'success.main',
  indisponivel: 'warning.dark',
  sob_consulta: 'text.secondary',
} as const;

/** ESTOQUE_IDADE_HORAS as a number of hours (the default when unset or invalid). */
export function parseIdadeHoras(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

export function EstoqueTexto({
  estoque,
  um,
  idadeHoras,
  now = new Date(),
}: {
  estoque: EstoqueUnidade | null | undefined;
  um: string;
  /** ESTOQUE_IDADE_HORAS. */
  idadeHoras?: number;
  now?: Date;
}) {
  const idade = idadeEstoque(estoque, now, idadeHoras);
  return (
    <Typography
      variant="body2"
      component="p"
      data-estoque={situacaoEstoque(estoque)}
      sx={{
        color: COLOR[situacaoEstoque(estoque)],
        fontWeight: 600,
        fontSize: { xs: '0.75rem', sm: '0.875rem' },
      }}
    >
      {textoEstoque(estoque, um)}
      {idade ? (
        <Typography component="span" variant="inherit" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {` · ${idade}`}
        </Typography>
      ) : null}
    </Typography>
  );
}
