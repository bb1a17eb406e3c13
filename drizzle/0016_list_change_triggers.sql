-- Custom SQL migration (drizzle-kit generate --custom): the triggers that note, in
-- list_changes, each transaction that writes the rows the paged lists count (issue 23 "Lists";
-- apps/server/src/services/lists/list-totals.ts, whose LISTED_COLUMNS must name the same
-- tables and columns: a test compares them). One row per transaction, organization and table:
-- a second statement of the same transaction conflicts and adds nothing, and concurrent
-- transactions insert different keys, so no writer waits for another. Inserts and deletes
-- are noted once per statement (an import's thousands of rows, one note); an update of
-- assets or inventory_items only when it changes a column a count reads, tested per row in
-- the trigger's WHEN before any function runs (a submit's metadata and updated_at do not).
CREATE FUNCTION "note_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "list_changes" ("organization_id", "table_name")
			SELECT DISTINCT "organization_id", TG_TABLE_NAME FROM "old_rows" ON CONFLICT DO NOTHING;
	ELSE
		INSERT INTO "list_changes" ("organization_id", "table_name")
			SELECT DISTINCT "organization_id", TG_TABLE_NAME FROM "new_rows" ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "note_row_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "list_changes" ("organization_id", "table_name") VALUES (OLD."organization_id", TG_TABLE_NAME)
		ON CONFLICT DO NOTHING;
	IF NEW."organization_id" IS DISTINCT FROM OLD."organization_id" THEN
		INSERT INTO "list_changes" ("organization_id", "table_name") VALUES (NEW."organization_id", TG_TABLE_NAME)
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assets_list_change_insert" AFTER INSERT ON "assets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "assets_list_change_update" AFTER UPDATE ON "assets" FOR EACH ROW WHEN ((OLD."organization_id", OLD."is_deleted", OLD."status", OLD."asset_type_id", OLD."name", OLD."description", OLD."serial_number", OLD."asset_id") IS DISTINCT FROM (NEW."organization_id", NEW."is_deleted", NEW."status", NEW."asset_type_id", NEW."name", NEW."description", NEW."serial_number", NEW."asset_id")) EXECUTE FUNCTION "note_row_list_change"();--> statement-breakpoint
CREATE TRIGGER "assets_list_change_delete" AFTER DELETE ON "assets" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_items_list_change_insert" AFTER INSERT ON "inventory_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_items_list_change_update" AFTER UPDATE ON "inventory_items" FOR EACH ROW WHEN ((OLD."organization_id", OLD."asset_id", OLD."is_deleted", OLD."quantity", OLD."reorder_minimum", OLD."reorder_point") IS DISTINCT FROM (NEW."organization_id", NEW."asset_id", NEW."is_deleted", NEW."quantity", NEW."reorder_minimum", NEW."reorder_point")) EXECUTE FUNCTION "note_row_list_change"();--> statement-breakpoint
CREATE TRIGGER "inventory_items_list_change_delete" AFTER DELETE ON "inventory_items" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "monthly_inventory_snapshots_list_change_insert" AFTER INSERT ON "monthly_inventory_snapshots" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "monthly_inventory_snapshots_list_change_update" AFTER UPDATE ON "monthly_inventory_snapshots" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "monthly_inventory_snapshots_list_change_delete" AFTER DELETE ON "monthly_inventory_snapshots" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();
