/**
 * Plain query strings. TanStack Router's default serializer JSON-encodes values
 * (`?fromMobileQR=true` would arrive as a boolean, a numeric token as a number and
 * `"123"` would be written with quotes). The spec's URLs are ordinary strings
 * (`/login?returnUrl=…`, `/reset-password?token=…`, `fromMobileQR=true`), so every
 * value is read and written as text; a screen converts what it needs.
 */
export type SearchRecord = Record<string, string | string[]>;

export function parseSearch(searchStr: string): SearchRecord {
  const params = new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr);
  const result: SearchRecord = {};
  for (const [key, value] of params) {
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** First value of a search parameter as a string, or undefined. */
export function searchString(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}
