import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { foldSearchText } from '@quartier/shared';

/**
 * The top bar search box 'emits its text as a filter' (spec 'Top bar'): pages read it with
 * usePageSearch(). It is emptied on every change of page.
 */
interface PageSearchValue {
  query: string;
  setQuery: (value: string) => void;
}

const PageSearchContext = createContext<PageSearchValue>({ query: '', setQuery: () => undefined });

export function PageSearchProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('');
  const { pathname } = useLocation();
  // Emptied when the page changes, not when the app starts: an effect would also run at the
  // first commit and empty what SearchBox read from the server's field (typed before hydration).
  const [searchedPath, setSearchedPath] = useState(pathname);
  if (searchedPath !== pathname) {
    setSearchedPath(pathname);
    setQuery('');
  }
  const value = useMemo(() => ({ query, setQuery }), [query]);
  return <PageSearchContext.Provider value={value}>{children}</PageSearchContext.Provider>;
}

/** The text typed in the top bar search box, trimmed (empty when nothing is typed). */
export function usePageSearch(): string {
  return useContext(PageSearchContext).query.trim();
}

export function usePageSearchControl(): PageSearchValue {
  return useContext(PageSearchContext);
}

/** Case- and accent-insensitive match used by pages that filter on the search text (the server's rule). */
export function matchesSearch(query: string, ...values: Array<string | number | null | undefined>): boolean {
  const needle = foldSearchText(query.trim());
  if (!needle) return true;
  return values.some(
    (value) => value !== null && value !== undefined && foldSearchText(String(value)).includes(needle),
  );
}
