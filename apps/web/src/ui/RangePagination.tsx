// Pagination of the manager lists and the contacts list (docs/product/gestor-crm-vendas.md §2.7, §9
// Pagination): a 5-page range with 2 margin pages, 'Anterior' and 'Próxima'.
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { PAGINATION } from '@portal/shared/constants';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';

const Previous = () => <span>{L.previous}</span>;
const Next = () => <span>{L.next}</span>;

export function RangePagination({
  page,
  pages,
  onPage,
  label = C.pagination,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      page={Math.min(page, pages)}
      count={pages}
      // The current page and 2 on each side make the 5-page range; 2 pages at each margin.
      siblingCount={Math.floor((PAGINATION.RANGE - 1) / 2)}
      boundaryCount={PAGINATION.MARGIN}
      onChange={(_e, p) => onPage(p)}
      getItemAriaLabel={(type, p) =>
        type === 'previous' ? L.previous : type === 'next' ? L.next : C.goToPage(p ?? 1)
      }
      renderItem={(item) => <PaginationItem slots={{ previous: Previous, next: Next }} {...item} />}
      sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}
    />
  );
}
