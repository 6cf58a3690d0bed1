import { messages } from '@naija-homes/contracts/messages';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

interface Page {
  data: Array<{ _id: string }>;
  totalPages: number;
}

/**
 * An admin list a page at a time: the DataTable props for its rows, loading state, pages and empty text, from a
 * feature's query options for one page.
 */
export function usePagedRows<TPage extends Page, TKey extends QueryKey>(
  optionsFor: (page: number) => UseQueryOptions<TPage, Error, TPage, TKey>,
) {
  const [page, setPage] = useState(1);
  const list = useQuery(optionsFor(page));
  return {
    rows: list.data === undefined ? undefined : rowsOf(list.data),
    rowKey: (row: TPage['data'][number]) => row._id,
    isLoading: list.isPending,
    emptyText: messages.noRecord,
    page,
    totalPages: list.data?.totalPages ?? 1,
    onPageChange: setPage,
  };
}

function rowsOf<TPage extends Page>(page: TPage): TPage['data'] {
  return page.data;
}
