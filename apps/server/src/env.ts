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
}

/** The only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
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
  };
}
