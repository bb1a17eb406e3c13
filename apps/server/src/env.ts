import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AddressAllowList, parseAddressAllowList } from "./services/webhooks/address-guard";

/** The repository root: the default home of `.data/` and of the built web app. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Origin used in links (QR codes, e-mails). Unset: the address the server listens on
   * (never a request header, which an attacker controls).
   */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  webDist: string;
  production: boolean;
  /**
   * Which proxies may set X-Forwarded-For/-Proto/-Host: false (none), a hop count, or a
   * list of proxy addresses/CIDRs. Never "everyone": the left-most X-Forwarded-For entry
   * is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Key of the quick access PIN digests (HMAC-SHA256): STOCKROOM_SECRET, else `<dataDir>/secret`. */
  pinSecret: string;
  /**
   * Web Push keys (VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY); unset, generated once and kept in
   * `<dataDir>/vapid.json` beside the PIN secret (services/notifications/vapid-keys.ts).
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** STOCKROOM_LOCAL_RECEIVERS=1: Slack webhooks and push endpoints on http://127.0.0.1 are accepted (tests). */
  localReceivers: boolean;
  /** Background jobs (monthly snapshots): STOCKROOM_JOBS=0/1; on by default, off under NODE_ENV=test. */
  backgroundJobs: boolean;
  /**
   * STOCKROOM_SESSION_CACHE_SECONDS: how long a validated session may start a read before the
   * database's check of it answers (auth/session-cache.ts); 0 turns the cache off. 5 by
   * default; 0 under NODE_ENV=test (the cache's own tests turn it on).
   */
  sessionCacheSeconds: number;
  /**
   * Server processes (WEB_CONCURRENCY, default 1): more than one runs a node:cluster of
   * that many workers on the port (cluster.ts). One is the default because on the 2-core
   * machine measured, with PostgreSQL on the same cores, two workers served fewer submits
   * per second than one (docs/benchmarks.md, "Two server processes").
   */
  workers: number;
  /**
   * WEBHOOK_ALLOW_ADDRESSES: addresses or CIDR ranges webhooks may be sent to although they are
   * private, loopback or link-local (the SSRF guard refuses those otherwise): e.g. "127.0.0.1"
   * for a receiver on the same machine. Unset: none.
   */
  webhookAllowAddresses: AddressAllowList;
  /**
   * Every answer of the REST API is checked against its schema in the OpenAPI document, and a
   * mismatch is a 500 (so every API test proves the document's answers): under NODE_ENV=test,
   * or STOCKROOM_CHECK_API_ANSWERS=1.
   */
  checkApiAnswers: boolean;
  /** Set in a cluster worker by its primary: the database it started, and this worker's slot. */
  worker: { slot: number; databaseUrl: string } | undefined;
}

/** WEB_CONCURRENCY: a whole number ≥ 1; unset, 1. */
export function parseWorkers(value: string | undefined): number {
  const v = value?.trim();
  if (!v) return 1;
  if (!/^\d+$/.test(v) || Number(v) < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of server processes (1 or more); "${value}" is not.`);
  }
  return Number(v);
}

/** STOCKROOM_SESSION_CACHE_SECONDS: 0 to 60 whole seconds; unset, 5. */
export function parseSessionCacheSeconds(value: string | undefined): number {
  const v = value?.trim();
  if (!v) return 5;
  if (!/^\d+$/.test(v) || Number(v) > 60) {
    throw new Error(
      `STOCKROOM_SESSION_CACHE_SECONDS must be a whole number of seconds from 0 to 60; "${value}" is not.`,
    );
  }
  return Number(v);
}

/** The only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let pinSecret: string | undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.STOCKROOM_DATA_DIR ?? path.join(repoRoot, ".data")),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Stockroom <no-reply@stockroom.local>",
    adminEmail: env.STOCKROOM_ADMIN_EMAIL || undefined,
    adminPassword: env.STOCKROOM_ADMIN_PASSWORD || undefined,
    webDist: path.resolve(env.STOCKROOM_WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
    production: env.NODE_ENV === "production",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    localReceivers: env.STOCKROOM_LOCAL_RECEIVERS === "1",
    backgroundJobs: env.STOCKROOM_JOBS ? env.STOCKROOM_JOBS !== "0" : env.NODE_ENV !== "test",
    sessionCacheSeconds: parseSessionCacheSeconds(
      env.STOCKROOM_SESSION_CACHE_SECONDS ?? (env.NODE_ENV === "test" ? "0" : undefined),
    ),
    workers: parseWorkers(env.WEB_CONCURRENCY),
    webhookAllowAddresses: parseWebhookAllow(env.WEBHOOK_ALLOW_ADDRESSES),
    checkApiAnswers: env.NODE_ENV === "test" || env.STOCKROOM_CHECK_API_ANSWERS === "1",
    worker: env.STOCKROOM_WORKER_DATABASE_URL
      ? { slot: Number(env.STOCKROOM_WORKER_SLOT ?? 0), databaseUrl: env.STOCKROOM_WORKER_DATABASE_URL }
      : undefined,
    // Read (or created) on first use only, so tools that load the config touch no file.
    get pinSecret() {
      pinSecret ??= env.STOCKROOM_SECRET || readOrCreateSecret(this.dataDir);
      return pinSecret;
    },
  };
}

/** WEBHOOK_ALLOW_ADDRESSES, or a start-up error that names the setting. */
export function parseWebhookAllow(value: string | undefined): AddressAllowList {
  try {
    return parseAddressAllowList(value);
  } catch {
    throw new Error(
      `WEBHOOK_ALLOW_ADDRESSES must be a comma-separated list of IP addresses or CIDR ranges (e.g. 127.0.0.1); "${value}" is not.`,
    );
  }
}

/**
 * TRUST_PROXY: unset/"false"/"0" → trust no proxy; a whole number n → the n proxies
 * nearest to the server ("true" means 1, the usual single TLS proxy); otherwise a
 * comma-separated list of proxy addresses or CIDR ranges (e.g. "10.0.0.5,172.16.0.0/12").
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim().toLowerCase();
  if (!v || v === "false" || v === "0" || v === "no") return false;
  if (v === "true" || v === "yes") return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^[0-9a-f:.]+(\/\d{1,3})?$/;
  const bad = list.find((s) => !address.test(s));
  if (bad !== undefined || list.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses; "${value}" is neither.`,
    );
  }
  return list;
}

/**
 * Said at start when TRUST_PROXY is a hop count (issue 21 §8): the nearest peer is then
 * trusted whoever it is, so a client that reaches the server past the proxy writes its own
 * X-Forwarded-For and escapes every per-address limit. Naming the proxy's address is safe.
 */
export function trustProxyWarning(trustProxy: false | number | string[]): string | null {
  if (typeof trustProxy !== "number") return null;
  return `TRUST_PROXY=${trustProxy} trusts X-Forwarded-For from any client that connects directly. Publish the server only to the proxy, or set TRUST_PROXY to the proxy's address (e.g. TRUST_PROXY=10.0.0.5).`;
}

/**
 * The server secret kept beside the data: generated once (0600) and reused, so PIN
 * digests stay valid across restarts.
 */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  return writeFileOnce(file, randomBytes(32).toString("base64url")).trim();
}

/**
 * Keeps `contents` in `file` (0600) unless the file already exists, and returns what the
 * file holds. Written whole under a temporary name, then linked: two processes starting
 * together keep one value, and none reads half of it. The PIN secret and the VAPID keys
 * are kept this way.
 */
export function writeFileOnce(file: string, contents: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temporary, contents, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    fs.unlinkSync(temporary);
  }
  return fs.readFileSync(file, "utf8");
}
