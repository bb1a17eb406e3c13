import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: the default home of `.data/` and of the built web app. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origin used in links (QR codes, e-mails); default: the origin the request came to. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  webDist: string;
  production: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Key of the quick access PIN digests (HMAC-SHA256): STOCKROOM_SECRET, else `<dataDir>/secret`. */
  pinSecret: string;
  /** Background jobs (monthly snapshots): STOCKROOM_JOBS=0/1; on by default, off under NODE_ENV=test. */
  backgroundJobs: boolean;
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
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    backgroundJobs: env.STOCKROOM_JOBS ? env.STOCKROOM_JOBS !== "0" : env.NODE_ENV !== "test",
    // Read (or created) on first use only, so tools that load the config touch no file.
    get pinSecret() {
      pinSecret ??= env.STOCKROOM_SECRET || readOrCreateSecret(this.dataDir);
      return pinSecret;
    },
  };
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
  fs.mkdirSync(dataDir, { recursive: true });
  // Written whole under a temporary name, then linked: a concurrent start never reads half a secret.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temporary, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    fs.unlinkSync(temporary);
  }
  return fs.readFileSync(file, "utf8").trim();
}
