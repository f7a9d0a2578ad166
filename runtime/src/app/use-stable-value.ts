import { useRef } from 'react';

/**
 * `value` while it stays equal as JSON, else the new value: objects rebuilt on every render
 * (resolved options, head tags) keep one identity, so effects and memos can list them as
 * dependencies and rerun only when their content changes.
 */
export function useStableValue<T>(value: T): T {
  const key = JSON.stringify(value);
  const held = useRef<{ key: string; value: T } | null>(null);
  if (held.current === null || held.current.key !== key) held.current = { key, value };
  return held.current.value;
}
