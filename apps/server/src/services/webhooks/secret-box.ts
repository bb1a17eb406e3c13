import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { type DbOrTx, webhookEndpoints } from "@stockroom/db";
import { and, eq, isNull, like, or } from "drizzle-orm";

/**
 * Webhook signing secrets at rest. A secret must be readable again (every delivery signs with
 * it), so it cannot be hashed like a token; it is sealed with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server secret — STOCKROOM_SECRET, else `<dataDir>/secret`, the key
 * the PIN digests use — which lives outside the database. A copy of the database alone (a
 * backup, a dump, a read-only SQL hole) no longer lets anyone sign messages receivers trust.
 * The endpoint's id is the authenticated data, so a sealed value copied onto another endpoint
 * (another organization's) does not open.
 *
 * Stored form: `sealed:v1:` + base64url(iv ‖ tag ‖ ciphertext). A value still starting with
 * `whsec_` was stored before sealing (plain); it is read as it is until
 * `sealPlainWebhookSecrets` seals it.
 */
const PREFIX = "sealed:v1:";
const PLAIN_PREFIX = "whsec_";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a delivery says when the stored secret does not open with this server's key. */
export const WEBHOOK_SECRET_UNREADABLE =
  "The signing secret cannot be read with this server's key (STOCKROOM_SECRET or the data folder's secret changed). Rotate the endpoint's secret.";

export class SealedSecretError extends Error {
  override readonly name = "SealedSecretError";
}

const keys = new Map<string, Buffer>();

function keyOf(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", serverSecret, "stockroom", "webhook signing secrets", 32));
    keys.set(serverSecret, key);
  }
  return key;
}

export function sealWebhookSecret(serverSecret: string, endpointId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(serverSecret), iv);
  cipher.setAAD(Buffer.from(endpointId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The secret as the receiver holds it; throws SealedSecretError when this server's key cannot open it. */
export function openWebhookSecret(serverSecret: string, endpointId: string, stored: string): string {
  if (stored.startsWith(PLAIN_PREFIX)) return stored;
  if (!stored.startsWith(PREFIX)) throw new SealedSecretError("unknown secret format");
  const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(serverSecret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(endpointId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new SealedSecretError("the secret does not open with this key");
  }
}

/**
 * Seals the secrets stored plain before sealing existed (run by the delivery job once per
 * process; a no-op afterwards). Each row is updated only if it still holds the plain value
 * read, so a rotation racing with it wins.
 */
export async function sealPlainWebhookSecrets(db: DbOrTx, serverSecret: string): Promise<number> {
  const plain = await db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret, previous: webhookEndpoints.previousSecret })
    .from(webhookEndpoints)
    .where(
      or(like(webhookEndpoints.secret, `${PLAIN_PREFIX}%`), like(webhookEndpoints.previousSecret, `${PLAIN_PREFIX}%`)),
    );
  let sealed = 0;
  for (const row of plain) {
    const seal = (value: string | null) =>
      value?.startsWith(PLAIN_PREFIX) ? sealWebhookSecret(serverSecret, row.id, value) : value;
    const updated = await db
      .update(webhookEndpoints)
      .set({ secret: seal(row.secret) ?? row.secret, previousSecret: seal(row.previous) })
      .where(
        and(
          eq(webhookEndpoints.id, row.id),
          eq(webhookEndpoints.secret, row.secret),
          row.previous === null
            ? isNull(webhookEndpoints.previousSecret)
            : eq(webhookEndpoints.previousSecret, row.previous),
        ),
      )
      .returning({ id: webhookEndpoints.id });
    sealed += updated.length;
  }
  return sealed;
}
