import { API_ROUTES, type ApiRoute } from "../../src/http/api/api-routes";

/** The REST routes of the API (issue 27), each with the procedure it calls. */
export function allApiRoutes(): Array<{ procedure: string; route: ApiRoute }> {
  return (Object.entries(API_ROUTES) as [string, ApiRoute][]).map(([procedure, route]) => ({ procedure, route }));
}

/** A query string of an input: primitives as they are, lists repeated, objects as JSON text. */
function queryString(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) {
      q.append(k, typeof one === "object" && one !== null ? JSON.stringify(one) : String(one));
    }
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * The REST request of a procedure's input: its `{param}`s from the input's keys, the rest
 * as the query (GET, DELETE) or the JSON body. A paged route takes no page/pageSize.
 */
export function restRequest(route: ApiRoute, input: unknown): { method: string; url: string; body?: string } {
  const rest: Record<string, unknown> =
    typeof input === "object" && input !== null && !Array.isArray(input) ? { ...(input as object) } : {};
  const url = route.path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = rest[key];
    delete rest[key];
    // A URL carries no lone surrogate: it goes as U+FFFD, as a browser would send it.
    const text = typeof v === "string" ? v : JSON.stringify(v ?? "");
    return encodeURIComponent(
      text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
    );
  });
  if (route.paged) {
    delete rest.page;
    delete rest.pageSize;
  }
  if (route.method === "GET" || route.method === "DELETE")
    return { method: route.method, url: url + queryString(rest) };
  const whole = typeof input === "object" && input !== null && !Array.isArray(input) ? rest : input;
  return { method: route.method, url, body: JSON.stringify(whole ?? {}) };
}

export interface RestResult {
  status: number;
  text: string;
  body: unknown;
}

export async function callRest(
  baseUrl: string,
  token: string,
  req: { method: string; url: string; body?: string; contentType?: string },
): Promise<RestResult> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (req.body !== undefined) headers["content-type"] = req.contentType ?? "application/json";
  const res = await fetch(`${baseUrl}/api/v1${req.url}`, {
    method: req.method,
    headers,
    ...(req.body !== undefined ? { body: req.body } : {}),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, text, body };
}
