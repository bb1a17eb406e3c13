import type { Database } from "@stockroom/db";
import type { Auth } from "./auth/lucia";
import type { AttemptLimiter } from "./auth/rate-limit";
import type { Config } from "./env";
import type { Mailer } from "./mail";

/** What the server builds once at start and every request shares. */
export interface AppDeps {
  db: Database;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  limiters: {
    /** Failed sign-ins per client address (spraying many accounts from one place). */
    signInByIp: AttemptLimiter;
    /** Failed sign-ins per account and client address: guessing one account's password. */
    signInByAccountAndIp: AttemptLimiter;
    resetByIp: AttemptLimiter;
  };
  /** Where links in mail and QR codes point: PUBLIC_URL, else the listen address once known. */
  links: { origin: string };
}
