const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "June 18, 2025" for an ISO date or a timestamp, in UTC so server and browser agree. */
export function formatDate(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : LONG.format(date);
}

/** The UTC year of an ISO date. */
export function yearOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso.slice(0, 4) : String(date.getUTCFullYear());
}

/** "3 min read" from minutes (rounded up, at least 1). */
export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}
