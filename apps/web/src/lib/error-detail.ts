/** The `detail` of an error answer's body (`{"detail": "…"}`), or '' when it has none. */
export function detailOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : null;
    if (typeof detail === 'string' && detail) return detail;
  } catch {
    // not JSON: no detail
  }
  return '';
}
