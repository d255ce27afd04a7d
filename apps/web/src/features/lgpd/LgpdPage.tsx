// Legal placeholder pages (docs/product/gestor-crm-vendas.md §1): /lgpd/termos shows 'Termos' and
// /lgpd/politica 'Política', as headings of a page in the brand's frame, with the way back to the login.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useBrandDocument, useMarca } from '../../api/marca';
import { PublicShell } from '../../ui/PublicShell';

export default function LgpdPage({ doc }: { doc: 'termos' | 'politica' }) {
  const title = doc === 'termos' ? MSG.lgpdTerms : MSG.lgpdPolicy;
  const { marca, ready } = useMarca();
  useBrandDocument(title);
  return (
    <PublicShell marca={marca} ready={ready} header="login" title={title} maxWidth={640}>
      <Typography color="text.secondary" align="center">
        {marca.razaoSocial}
      </Typography>
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/login" variant="contained">
          {LABELS.backToLogin}
        </Button>
      </Stack>
    </PublicShell>
  );
}
