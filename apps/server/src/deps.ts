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
  limiters: { signInByIp: AttemptLimiter; signInByEmail: AttemptLimiter; resetByIp: AttemptLimiter };
}
