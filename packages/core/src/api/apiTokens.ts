import { z } from "zod";
import type { AttemptLimit } from "../constants/mobile";
import type { MemberRole } from "../constants/roles";

/**
 * API tokens (issue 27): an organization's key for the REST API. A token acts as its
 * organization with the role its scopes allow (`apiTokenRole`), and only on the API routes
 * whose scope it holds: the same permission matrix (`can`) and tenancy as the web app.
 */
export const API_TOKEN_SCOPES = [
  "assets:read",
  "assets:write",
  "inventory:read",
  "inventory:write",
  "reports:read",
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What each scope allows, as the API tab lists it. */
export const API_TOKEN_SCOPE_LABELS: Readonly<Record<ApiTokenScope, string>> = {
  "assets:read": "Read assets and asset types",
  "assets:write": "Create, change and delete assets and asset types; import assets",
  "inventory:read": "Read inventory items, history and snapshots",
  "inventory:write": "Record checks and corrections",
  "reports:read": "Generate reports",
};

/** A write scope implies the read scope of the same domain (a client that writes reads back what it wrote). */
export function apiScopeAllows(scopes: readonly string[], needed: ApiTokenScope): boolean {
  if (scopes.includes(needed)) return true;
  if (needed.endsWith(":read")) return scopes.includes(needed.replace(":read", ":write"));
  return false;
}

/**
 * The role a token acts with: a write scope makes it a manager (write and import, never
 * administer), only read scopes a viewer. The scope of each route narrows it further.
 */
export function apiTokenRole(scopes: readonly string[]): Extract<MemberRole, "manager" | "viewer"> {
  return scopes.some((s) => s.endsWith(":write")) ? "manager" : "viewer";
}

/** Expiry choices of the API tab, in days; null: never expires. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const API_TOKEN_NAME_REQUIRED = "Name is required";
export const API_TOKEN_NAME_TOO_LONG = "Name must be 100 characters or fewer";
export const API_TOKEN_SCOPES_REQUIRED = "Choose at least one scope";
export const API_TOKEN_NOT_FOUND = "API token not found";
/** The answer to a missing, unknown, revoked or expired token (401). */
export const API_TOKEN_INVALID = "The API token is missing, revoked or expired.";
/** A token calling a route beyond its scopes (403). */
export const API_TOKEN_SCOPE_MESSAGE = "This API token does not have the scope this request needs.";
export const API_RATE_LIMITED = "Too many requests for this API token. Please wait and try again.";

/** Requests per token: 600 a minute, counted in PostgreSQL across every server process. */
export const API_TOKEN_RATE_LIMIT: AttemptLimit = { max: 600, windowMinutes: 1, lockMinutes: 0 };

export const apiTokenCreateInput = z.object({
  name: z.string().trim().min(1, API_TOKEN_NAME_REQUIRED).max(100, API_TOKEN_NAME_TOO_LONG),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES))
    .min(1, API_TOKEN_SCOPES_REQUIRED)
    .max(API_TOKEN_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, API_TOKEN_SCOPES_REQUIRED),
  /** Days until it expires (one of API_TOKEN_EXPIRY_DAYS), or null: never. */
  expiresInDays: z
    .number()
    .int()
    .refine((d) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(d), "Choose an expiry")
    .nullable(),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateInput>;

export const apiTokenIdInput = z.object({ id: z.uuid(API_TOKEN_NOT_FOUND) });
