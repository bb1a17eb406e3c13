import fs from "node:fs";
import path from "node:path";
import { writeFileOnce } from "../../env";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The Web Push (VAPID) key pair, kept like the PIN secret: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY,
 * else `<dataDir>/vapid.json`, generated once (0600, written whole then linked, so two
 * processes starting together keep one pair) and reused: browsers' subscriptions are bound
 * to the public key, so a new pair would orphan them.
 */
export async function readOrCreateVapidKeys(dataDir: string, given?: VapidKeys): Promise<VapidKeys> {
  if (given) return given;
  const file = path.join(dataDir, "vapid.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const { default: webPush } = await import("web-push");
  const keys = webPush.generateVAPIDKeys();
  return JSON.parse(writeFileOnce(file, JSON.stringify(keys))) as VapidKeys;
}
