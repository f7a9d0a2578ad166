import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const NoFooterContext = createContext<(hidden: boolean) => void>(() => {});

/**
 * Lets a page hide the shared footer (`<Layout noFooter>`): `children(hidden)` renders the shell.
 * The footer is hidden after mount (the prerendered page hides it with CSS until then, so server
 * and first client render stay the same).
 */
export function NoFooterProvider({ children }: { children: (hidden: boolean) => ReactNode }) {
  const [hidden, setHidden] = useState(false);
  return <NoFooterContext.Provider value={setHidden}>{children(hidden)}</NoFooterContext.Provider>;
}

/** Hides the shared footer while the calling component is mounted and `hide` is true. */
export function useHideFooter(hide: boolean): void {
  const setHidden = useContext(NoFooterContext);
  useEffect(() => {
    if (!hide) return;
    setHidden(true);
    return () => setHidden(false);
  }, [hide, setHidden]);
}
