import type { AnyJobDefinition } from "../client";
import { DISPATCH_EVENTS_JOB } from "./dispatch-events";
import { IMPORT_RUNS_JOB } from "./import-runs";
import { LIMITER_CLEANUP_JOB } from "./limiter-cleanup";
import { LIST_CHANGES_PRUNE_JOB } from "./list-changes-prune";
import { MONTHLY_SNAPSHOT_JOB } from "./monthly-snapshot";
import { MONTHLY_SNAPSHOTS_CATCH_UP_JOB } from "./monthly-snapshots-catch-up";
import { NOTIFICATION_DELIVERY_JOB } from "./notification-delivery";
import { WEBHOOK_DELIVERIES_JOB } from "./webhook-deliveries";
import { WEEKLY_REPORT_JOB, WEEKLY_REPORT_SWEEP_JOB } from "./weekly-report";

/**
 * Every background job of the server: the one registry the job client starts (jobs/index.ts).
 * Adding a job is one file under jobs/definitions/ and one line here (docs/architecture.md).
 */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  MONTHLY_SNAPSHOT_JOB,
  MONTHLY_SNAPSHOTS_CATCH_UP_JOB,
  LIMITER_CLEANUP_JOB,
  LIST_CHANGES_PRUNE_JOB,
  DISPATCH_EVENTS_JOB,
  WEBHOOK_DELIVERIES_JOB,
  WEEKLY_REPORT_SWEEP_JOB,
  WEEKLY_REPORT_JOB,
  NOTIFICATION_DELIVERY_JOB,
  IMPORT_RUNS_JOB,
];
