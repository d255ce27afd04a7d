// The collapsible FILTROS panel (docs/product/gestor-crm-vendas.md §2.14): one input per filter field
// declared by the server (key, description, type, size, order, value), in its order and width, and APLICAR. A
// text filter with a value has a button that empties it.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import { toUpper } from '@portal/shared/format';
import { VENDAS_LABELS as L } from '@portal/shared/labels';
import type { SalesFilterField } from '@portal/shared/schemas/vendedor';
import { IsoDateField } from '../../../ui/DateField';

interface Props {
  fields: readonly SalesFilterField[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  onApply: () => void;
  disabled?: boolean;
}

export function FiltersPanel({ fields, values, onChange, onApply, disabled }: Props) {
  const sorted = [...fields].sort((a, b) => a.order - b.order);
  return (
    <Accordion defaultExpanded disableGutters sx={{ mb: 2 }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="vendas-filtros"
        id="vendas-filtros-header"
      >
        <FilterListIcon sx={{ mr: 1 }} />
        <Typography sx={{ fontWeight: 600 }}>{L.filters}</Typography>
      </AccordionSummary>
      <AccordionDetails id="vendas-filtros">
        <Grid
          container
          spacing={2}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onApply();
          }}
          sx={{ alignItems: 'center' }}
        >
          {sorted.map((f) => {
            const value = values[f.key] ?? '';
            const size = { xs: 12, sm: 6, md: Math.min(12, Math.max(1, f.size)) };
            if (f.type === 'select') {
              return (
                <Grid key={f.key} size={size}>
                  <TextField
                    select
                    size="small"
                    label={f.description}
                    value={value}
                    onChange={(e) => onChange(f.key, e.target.value)}
                    fullWidth
                  >
                    {(f.options ?? []).map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              );
            }
            if (f.type === 'date') {
              // DD/MM/YYYY on screen whatever the browser's language; the filter keeps the ISO day.
              return (
                <Grid key={f.key} size={size}>
                  <IsoDateField
                    name={f.key}
                    label={f.description}
                    value={value}
                    onChange={(day) => onChange(f.key, day)}
                    size="small"
                  />
                </Grid>
              );
            }
            return (
              <Grid key={f.key} size={size}>
                <TextField
                  size="small"
                  label={f.description}
                  value={value}
                  onChange={(e) => onChange(f.key, toUpper(e.target.value))}
                  fullWidth
                  slotProps={{
                    htmlInput: { maxLength: 120 },
                    input: {
                      endAdornment: value ? (
                        <InputAdornment position="end">
                          <IconButton
                            size="small"
                            edge="end"
                            aria-label={L.clearFilter(f.description)}
                            onClick={() => onChange(f.key, '')}
                          >
                            <ClearIcon fontSize="small" />
                          </IconButton>
                        </InputAdornment>
                      ) : undefined,
                    },
                  }}
                />
              </Grid>
            );
          })}
          <Grid size={{ xs: 12, md: 'auto' }} sx={{ ml: 'auto' }}>
            <Button type="submit" variant="contained" color="secondary" disabled={disabled}>
              {L.apply}
            </Button>
          </Grid>
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}
