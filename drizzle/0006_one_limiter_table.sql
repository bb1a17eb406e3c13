DROP TABLE "pin_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "locked_until" timestamp with time zone;