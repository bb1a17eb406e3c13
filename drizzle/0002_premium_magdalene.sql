CREATE TABLE "monthly_snapshot_runs" (
	"month_year" text PRIMARY KEY NOT NULL,
	"snapshot_count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_snapshot_runs_month_year_check" CHECK ("monthly_snapshot_runs"."month_year" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "mobile_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_attempts" (
	"scope" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "assets_org_deleted_name_idx";--> statement-breakpoint
DROP INDEX "monthly_inventory_snapshots_org_date_idx";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "client_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "mobile_sessions" ADD CONSTRAINT "mobile_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sessions" ADD CONSTRAINT "mobile_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_sessions_organization_id_idx" ON "mobile_sessions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "mobile_sessions_user_id_idx" ON "mobile_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_org_client_submission_key" ON "form_submissions" USING btree ("organization_id","client_submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_inventory_snapshots_org_asset_month_key" ON "monthly_inventory_snapshots" USING btree ("organization_id","asset_id","month_year");--> statement-breakpoint
CREATE INDEX "assets_org_deleted_name_idx" ON "assets" USING btree ("organization_id","is_deleted","name","id");--> statement-breakpoint
CREATE INDEX "monthly_inventory_snapshots_org_date_idx" ON "monthly_inventory_snapshots" USING btree ("organization_id","snapshot_date","id");