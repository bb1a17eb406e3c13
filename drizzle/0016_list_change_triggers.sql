-- Custom SQL migration (drizzle-kit generate --custom): the statement triggers that note, in
-- list_changes, each transaction that writes the rows the paged lists count (issue 23 "Lists";
-- apps/server/src/services/lists/list-totals.ts, whose LISTED_COLUMNS must name the same
-- tables and columns: a test compares them). One row per transaction, organization and table:
-- a second statement of the same transaction conflicts and adds nothing, and concurrent
-- transactions insert different keys, so no writer waits for another. An update of assets
-- notes only when it changes a column a count reads (a submit's metadata and updated_at do not).
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
CREATE FUNCTION "note_asset_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "list_changes" ("organization_id", "table_name")
		SELECT DISTINCT n."organization_id", TG_TABLE_NAME FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
		WHERE (o."organization_id", o."is_deleted", o."status", o."asset_type_id", o."name", o."description", o."serial_number", o."asset_id")
			IS DISTINCT FROM (n."organization_id", n."is_deleted", n."status", n."asset_type_id", n."name", n."description", n."serial_number", n."asset_id")
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assets_list_change_insert" AFTER INSERT ON "assets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_change"();--> statement-breakpoint
CREATE TRIGGER "assets_list_change_update" AFTER UPDATE ON "assets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_asset_list_change"();--> statement-breakpoint
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
