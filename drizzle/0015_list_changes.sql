CREATE TABLE "list_changes" (
	"organization_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"xact" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "list_changes_organization_id_table_name_xact_pk" PRIMARY KEY("organization_id","table_name","xact")
);
--> statement-breakpoint
CREATE INDEX "list_changes_changed_at_idx" ON "list_changes" USING btree ("changed_at");