import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_DONATIONS_PAGE_SIZE } from '#contracts/donations.constants.ts';
import { useAllCases } from './api.ts';

const readPage = (value: string | null) => {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

/** The admin list's page of cases, its number kept in the URL (`?page=`). */
export function useCasePage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const cases = useAllCases(page);

  const setPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: false });

  const list = cases.data?.donationCases ?? [];
  const total = cases.data?.totalCases ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_DONATIONS_PAGE_SIZE));

  // The last case of the last page deleted: show the page before it.
  useEffect(() => {
    if (cases.data && !cases.isPlaceholderData && list.length === 0 && page > 1) {
      setParams(page - 1 > 1 ? { page: String(page - 1) } : {}, { replace: true });
    }
  }, [cases.data, cases.isPlaceholderData, list.length, page, setParams]);

  const first = (page - 1) * ADMIN_DONATIONS_PAGE_SIZE + 1;
  return { cases, list, total, page, pageCount, setPage, first };
}
