import type { ApiTokenScope } from "@stockroom/core";
import type { TestClient } from "../harness";

/** An API token the admin creates under Organization settings › API (the tRPC procedure the tab calls). */
export async function createToken(
  admin: TestClient,
  scopes: ApiTokenScope[],
  name = `token ${scopes.join(" ")}`,
  expiresInDays: number | null = 30,
) {
  return admin.trpc.apiTokens.create.mutate({ name, scopes, expiresInDays });
}

export const ALL_SCOPES: ApiTokenScope[] = [
  "assets:read",
  "assets:write",
  "inventory:read",
  "inventory:write",
  "reports:read",
];

/** A plain REST call with a token: the status, the JSON body and the headers. */
export async function rest(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown; headers: Headers; text: string }> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}
