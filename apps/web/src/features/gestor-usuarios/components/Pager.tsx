// Previous / next paging of a manager list with the page indicator.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GESTOR_LABELS as L } from '@portal/shared/labels';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 2 }}
      component="nav"
      aria-label={L.pageOf(page, pages)}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {L.previous}
      </Button>
      <Typography variant="body2">{L.pageOf(page, pages)}</Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {L.next}
      </Button>
    </Stack>
  );
}
