import { createHash, randomBytes } from "node:crypto";

/** Every token starts so (a secret scanner, or a reader, recognises it). */
export const API_TOKEN_PREFIX = "srk_";

/** A new token: 32 random bytes, base64url. Shown once; only its hash is stored. */
export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** The stored form of a token: SHA-256, hex (a high-entropy secret needs no slow hash). */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** What the list shows of a token: its first characters. */
export function apiTokenDisplayPrefix(token: string): string {
  return token.slice(0, API_TOKEN_PREFIX.length + 6);
}
