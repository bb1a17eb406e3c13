import { createHmac } from "node:crypto";

/**
 * The stored form of a quick access PIN: HMAC-SHA256 keyed with the server secret.
 * Deterministic on purpose, so the phone workflow can find "the member of this
 * organization with this PIN" with one indexed comparison and uniqueness per
 * organization can be checked; keyed, so the column alone does not reveal the
 * 10,000-value space without the secret.
 */
export function pinDigest(secret: string, pin: string): string {
  return createHmac("sha256", secret).update(`quick-access-pin:${pin}`).digest("hex");
}
