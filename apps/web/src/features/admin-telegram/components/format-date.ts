const dateTime = new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Nov 2026, 2:30 pm" in the browser's time zone; the stored text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
