/** Whether `v` is a plain JSON-like object (not null, not an array): a config section, an options object. */
export const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
