CREATE TABLE "weekly_reports" (
	"organization_id" uuid NOT NULL,
	"week" text NOT NULL,
	"data_quality_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_reports_organization_id_week_pk" PRIMARY KEY("organization_id","week"),
	CONSTRAINT "weekly_reports_week_check" CHECK ("weekly_reports"."week" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "reorder_minimum" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "reorder_point" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "daily_usage" double precision;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "alert_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_org_reorder_idx" ON "inventory_items" USING btree ("organization_id",(case when "daily_usage" > 0 then floor("quantity" / "daily_usage") end),"name","id") WHERE "inventory_items"."is_deleted" = false and "inventory_items"."quantity" <= coalesce("inventory_items"."reorder_minimum", "inventory_items"."reorder_point");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_reorder_minimum_check" CHECK ("inventory_items"."reorder_minimum" >= 0);