// §2 pagination under a paged list: the text ('1-4 of N', or the long 'From x to y of N') with Previous and Next.
import { type PaginationForm, pageRange, paginationText } from '@sikka/shared/pagination';
import { useTranslation } from '../lib/i18n/i18n.ts';
import { Button } from './Button.tsx';

interface PaginationProps {
  page: number;
  total: number;
  pageSize?: number;
  form?: PaginationForm;
  /** What the list is, for the navigation's name ('Messages pages'). */
  label: string;
  /** While the next page loads, the buttons wait. */
  busy?: boolean;
  onPage: (page: number) => void;
}

export function Pagination({ page, total, pageSize, form = 'short', label, busy, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const input = pageSize === undefined ? { page, total } : { page, total, pageSize };
  const range = pageRange(input);
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__text num" aria-live="polite">
        {paginationText(input, form)}
      </p>
      <div className="pagination__buttons">
        <Button
          size="small"
          variant="secondary"
          disabled={!range.hasPrevious || busy}
          onClick={() => onPage(range.page - 1)}
        >
          {t('common.previous')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={!range.hasNext || busy}
          onClick={() => onPage(range.page + 1)}
        >
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
