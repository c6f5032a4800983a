/**
 * A list's filters as an export's query string (the API reads lists comma-separated and booleans as true/false), so
 * the file holds what the screen shows. Empty values are left out.
 */
export function exportQuery(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.map(String).join(','));
    } else if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') {
      params.set(key, String(value));
    }
  }
  return params.toString();
}
