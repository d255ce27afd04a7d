// Pagination of the contacts list: a 5-page range with 2 margin pages, 'Anterior' and 'Próxima'
// (spec 02 §9 Pagination).
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { PAGINATION } from '@portal/shared/constants';
import { CRM_LABELS as L } from '@portal/shared/labels';

const Previous = () => <span>{L.previous}</span>;
const Next = () => <span>{L.next}</span>;

export function ContatosPagination({
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
    <Pagination
      aria-label={L.pagination}
      page={page}
      count={pages}
      // A range of 5 pages: the current one and 2 on each side; 2 pages at each margin.
      siblingCount={Math.floor((PAGINATION.RANGE - 1) / 2)}
      boundaryCount={PAGINATION.MARGIN}
      onChange={(_e, p) => onPage(p)}
      getItemAriaLabel={(type, p) =>
        type === 'previous' ? L.previous : type === 'next' ? L.next : L.goToPage(p ?? 1)
      }
      renderItem={(item) => <PaginationItem slots={{ previous: Previous, next: Next }} {...item} />}
      sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}
    />
  );
}
