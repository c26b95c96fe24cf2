import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statementPaths, statementResponse, type StatementFilter } from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userQueryKey, useSignedIn } from '@/lib/session';

/** The query string of a statement page or its CSV (the CSV ignores page and size). */
export function statementSearch(query: StatementFilter): string {
  const { types, ...rest } = query;
  const search = new URLSearchParams(Object.entries(rest).map(([name, value]) => [name, String(value)]));
  if (types.length > 0) search.set('types', types.join(','));
  return search.toString();
}

export const statementQueryOptions = (query: StatementFilter) =>
  queryOptions({
    queryKey: [...userQueryKey, 'statement', query],
    queryFn: () => apiRequest(`${statementPaths.page}?${statementSearch(query)}`, { schema: statementResponse }),
  });

/** A page of the statement; while the next one loads, the one on screen stays. */
export function useStatement(query: StatementFilter | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    ...statementQueryOptions(query ?? ({} as StatementFilter)),
    enabled: signedIn && query !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of the same filters: the server writes it, so every row of the range is in it. */
export const statementCsvHref = (query: StatementFilter) => `${statementPaths.csv}?${statementSearch(query)}`;
