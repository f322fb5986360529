/** The date range of the results and leads views, from the address's search parameters. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The owner's time zone, as the browser knows it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today in the owner's time zone, `YYYY-MM-DD`. */
export function today(timeZone = browserTimeZone(), now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `from` and `to` from the search parameters when they are dates, otherwise undefined. */
export function rangeFrom(search: URLSearchParams): { from: string | undefined; to: string | undefined } {
  const read = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  return { from: read('from'), to: read('to') };
}
