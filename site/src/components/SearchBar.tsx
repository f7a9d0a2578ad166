import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../theme.js';

/** At most 64 characters are accepted in the search input (SPEC §5). */
export const MAX_QUERY_LENGTH = 64;

/** The search page URL for a query: `{baseUrl}search?q={encoded}` (SPEC §2). */
export function searchPageUrl(query: string, baseUrl = '/'): string {
  return `${baseUrl}search?q=${encodeURIComponent(query)}`;
}

function isTextField(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable;
}

/**
 * The navbar search box: focus with Ctrl/Cmd+K or `/` (when no text field has focus), submit
 * to the search page. A hosted search service is out of scope for this site.
 */
export function SearchBar() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const modK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !isTextField(document.activeElement);
      if (!modK && !slash) return;
      e.preventDefault();
      const selection = window.getSelection()?.toString().trim() ?? '';
      if (selection && !query) setQuery(selection.slice(0, MAX_QUERY_LENGTH));
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [query]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    if (!q) return;
    input.current?.blur();
    navigate(searchPageUrl(q));
  };

  return (
    <form className="fc-search" role="search" onSubmit={onSubmit}>
      <input
        ref={input}
        type="search"
        placeholder="Search docs"
        aria-label="Search docs"
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') input.current?.blur();
        }}
      />
      <kbd className="fc-search__hint">Ctrl K</kbd>
    </form>
  );
}
