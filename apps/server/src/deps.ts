import type { Database } from "@stockroom/db";
import type { Auth } from "./auth/lucia";
import type { SessionCache } from "./auth/session-cache";
import type { Config } from "./env";
import type { JobClient } from "./jobs/client";
import type { Limiter } from "./limits/attempt-limiter";
import type { Mailer } from "./mail";

/** Queues a job of a definition (jobs/client.ts). */
export type JobTrigger = Pick<JobClient, "trigger">;

/** What the server builds once at start and every request shares. */
export interface AppDeps {
  db: Database;
  config: Config;
  auth: Auth;
  /** Sessions validated in the last seconds, for reads only, emptied by every session change (auth/session-cache.ts). */
  sessions: SessionCache;
  mailer: Mailer;
  limiters: {
    /** Failed sign-ins per client address (spraying many accounts from one place). */
    signInByIp: Limiter;
    /** Failed sign-ins per account and client address: guessing one account's password. */
    signInByAccountAndIp: Limiter;
    resetByIp: Limiter;
    /** mobile.page without a sign-in or PIN session, per client address (issue 21). */
    mobilePageByIp: Limiter;
    /** Wrong phone enrollment codes per client address. */
    enrollByIp: Limiter;
    /** New quick access PINs a member tries per day: each answer says whether a colleague uses it. */
    pinChangeByMember: Limiter;
  };
  /** Where links in mail and QR codes point: PUBLIC_URL, else the listen address once known. */
  links: { origin: string };
  /** The background job runner once it started (null: this process runs none). */
  jobs: { client: JobTrigger | null };
}
