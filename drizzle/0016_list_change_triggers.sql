-- Custom SQL migration (drizzle-kit generate --custom): the statement triggers that note, in
-- list_changes, each transaction that writes the rows the paged lists count (issue 23 "Lists";
-- apps/server/src/services/lists/list-totals.ts). One row per transaction and organization:
-- a second statement of the same transaction conflicts and adds nothing, and concurrent
-- transactions insert different keys, so no writer waits for another.
CREATE FUNCTION "note_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "list_changes" ("organization_id")
			SELECT DISTINCT "organization_id" FROM "old_rows" ON CONFLICT DO NOTHING;
	ELSE
		INSERT INTO "list_changes" ("organization_id")
			SELECT DISTINCT "organization_id" FROM "new_rows" ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assets_list_change_insert" AFTER INSERT ON "assets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "assets_list_change_update" AFTER UPDATE ON "assets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "assets_list_change_delete" AFTER DELETE ON "assets" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_items_list_change_insert" AFTER INSERT ON "inventory_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_items_list_change_update" AFTER UPDATE ON "inventory_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_items_list_change_delete" AFTER DELETE ON "inventory_items" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_history_list_change_insert" AFTER INSERT ON "inventory_history" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_history_list_change_update" AFTER UPDATE ON "inventory_history" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_history_list_change_delete" AFTER DELETE ON "inventory_history" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "monthly_inventory_snapshots_list_change_insert" AFTER INSERT ON "monthly_inventory_snapshots" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "monthly_inventory_snapshots_list_change_update" AFTER UPDATE ON "monthly_inventory_snapshots" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "monthly_inventory_snapshots_list_change_delete" AFTER DELETE ON "monthly_inventory_snapshots" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();
