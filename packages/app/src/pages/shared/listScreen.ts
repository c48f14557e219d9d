import type { ListPageState } from '../../data/useListPage';
import { loadError, type LoadErrorSubject } from './loadError';

/** The props a list screen takes from its page of the list (rows, paging, loading, the error text, Refresh). */
export function listScreenProps<T>(page: ListPageState<T>, what: LoadErrorSubject) {
  return {
    rows: page.rows,
    total: page.total,
    query: page.query,
    onQueryChange: page.onQueryChange,
    isLoading: page.isLoading,
    isFetching: page.isFetching,
    error: loadError(page.error, what),
    onRefresh: () => void page.refresh(),
  };
}
