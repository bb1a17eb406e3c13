CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"full_name" text,
	"avatar_url" text,
	"quick_access_pin_digest" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"avatar_url" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"actor_id" uuid,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"entity_type" text,
	"entity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_formula_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"source_field" text NOT NULL,
	"target_field" text NOT NULL,
	"field_type" text DEFAULT 'number' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#6E56CF' NOT NULL,
	"enable_barcodes" boolean DEFAULT false NOT NULL,
	"barcode_type" text DEFAULT 'qr' NOT NULL,
	"barcode_prefix" varchar(10),
	"intake_form_id" uuid,
	"inventory_form_id" uuid,
	"mapping_form_id" uuid,
	"conversion_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calculation_formulas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"barcode" text,
	"asset_id" text,
	"serial_number" text,
	"acquisition_date" date,
	"parent_asset_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barcode_sequences" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"next_value" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barcode_sequences_next_value_check" CHECK ("barcode_sequences"."next_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "asset_type_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"purpose" text DEFAULT 'other' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_category_mappings" (
	"organization_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_category_mappings_form_id_category_id_pk" PRIMARY KEY("form_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "form_field_dependencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"target_field_id" text NOT NULL,
	"source_field_id" text NOT NULL,
	"condition" text NOT NULL,
	"condition_value" text,
	"action" text DEFAULT 'show' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"asset_id" uuid,
	"asset_type_id" uuid,
	"submission_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"calculation_results" jsonb,
	"status" text DEFAULT 'completed' NOT NULL,
	"month_year" text NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "form_submissions_month_year_check" CHECK ("form_submissions"."month_year" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "form_test_value_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"form_id" uuid,
	"name" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_validation_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"rule_type" text NOT NULL,
	"rule_value" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"form_type" text,
	"status" text DEFAULT 'active' NOT NULL,
	"purpose" text,
	"is_template" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mapped_asset_data_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"field_name" text NOT NULL,
	"field_label" text NOT NULL,
	"field_type" text NOT NULL,
	"data_source" text NOT NULL,
	"source_column" text NOT NULL,
	"default_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mapped_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"label" text NOT NULL,
	"field_type" text NOT NULL,
	"description" text,
	"inventory_action" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anomaly_dismissals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"history_id" uuid NOT NULL,
	"dismissed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"original_history_id" uuid NOT NULL,
	"approval_status" text DEFAULT 'approved' NOT NULL,
	"correction_reason" text NOT NULL,
	"original_quantity" integer,
	"corrected_quantity" integer NOT NULL,
	"original_location" text,
	"corrected_location" text,
	"original_notes" text,
	"corrected_notes" text,
	"response_data" jsonb,
	"price" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"unit_type" text DEFAULT 'each' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inventory_corrections_corrected_quantity_check" CHECK ("inventory_corrections"."corrected_quantity" >= 0),
	CONSTRAINT "inventory_corrections_price_check" CHECK ("inventory_corrections"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"check_type" text NOT NULL,
	"event_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text,
	"notes" text,
	"status" text,
	"location" text,
	"month_year" text NOT NULL,
	"check_date" timestamp with time zone DEFAULT now() NOT NULL,
	"validation_status" text,
	"edit_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inventory_history_quantity_check" CHECK ("inventory_history"."quantity" >= 0),
	CONSTRAINT "inventory_history_month_year_check" CHECK ("inventory_history"."month_year" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"asset_type_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"sku" text,
	"barcode" text,
	"category" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"location" text,
	"status" text DEFAULT 'active' NOT NULL,
	"current_price" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inventory_items_quantity_check" CHECK ("inventory_items"."quantity" >= 0),
	CONSTRAINT "inventory_items_current_price_check" CHECK ("inventory_items"."current_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"effective_date" timestamp with time zone DEFAULT now() NOT NULL,
	"unit_type" text DEFAULT 'each' NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_price_history_price_check" CHECK ("inventory_price_history"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "monthly_inventory_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"asset_id" uuid,
	"asset_name" text NOT NULL,
	"item_name" text,
	"month_year" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"location" text,
	"current_price" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"snapshot_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "monthly_inventory_snapshots_month_year_check" CHECK ("monthly_inventory_snapshots"."month_year" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"asset_type_filter" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_range_type" text DEFAULT 'current_month' NOT NULL,
	"custom_start_date" date,
	"custom_end_date" date,
	"view_mode" text DEFAULT 'latest' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operators" ADD CONSTRAINT "platform_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_logs" ADD CONSTRAINT "system_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_logs" ADD CONSTRAINT "system_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_formula_mappings" ADD CONSTRAINT "asset_formula_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_formula_mappings" ADD CONSTRAINT "asset_formula_mappings_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_intake_form_id_forms_id_fk" FOREIGN KEY ("intake_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_inventory_form_id_forms_id_fk" FOREIGN KEY ("inventory_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_mapping_form_id_forms_id_fk" FOREIGN KEY ("mapping_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_parent_asset_id_assets_id_fk" FOREIGN KEY ("parent_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_sequences" ADD CONSTRAINT "barcode_sequences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_forms" ADD CONSTRAINT "asset_type_forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_forms" ADD CONSTRAINT "asset_type_forms_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_forms" ADD CONSTRAINT "asset_type_forms_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_categories" ADD CONSTRAINT "form_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_category_mappings" ADD CONSTRAINT "form_category_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_category_mappings" ADD CONSTRAINT "form_category_mappings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_category_mappings" ADD CONSTRAINT "form_category_mappings_category_id_form_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."form_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_field_dependencies" ADD CONSTRAINT "form_field_dependencies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_field_dependencies" ADD CONSTRAINT "form_field_dependencies_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_test_value_sets" ADD CONSTRAINT "form_test_value_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_test_value_sets" ADD CONSTRAINT "form_test_value_sets_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_test_value_sets" ADD CONSTRAINT "form_test_value_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_validation_rules" ADD CONSTRAINT "form_validation_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_validation_rules" ADD CONSTRAINT "form_validation_rules_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_asset_data_definitions" ADD CONSTRAINT "mapped_asset_data_definitions_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_fields" ADD CONSTRAINT "mapped_fields_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_fields" ADD CONSTRAINT "mapped_fields_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_dismissals" ADD CONSTRAINT "anomaly_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_dismissals" ADD CONSTRAINT "anomaly_dismissals_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_dismissals" ADD CONSTRAINT "anomaly_dismissals_history_id_inventory_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."inventory_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_dismissals" ADD CONSTRAINT "anomaly_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_corrections" ADD CONSTRAINT "inventory_corrections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_corrections" ADD CONSTRAINT "inventory_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_corrections" ADD CONSTRAINT "inventory_corrections_original_history_id_fk" FOREIGN KEY ("original_history_id") REFERENCES "public"."inventory_history"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_price_history" ADD CONSTRAINT "inventory_price_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_price_history" ADD CONSTRAINT "inventory_price_history_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_price_history" ADD CONSTRAINT "inventory_price_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_inventory_snapshots" ADD CONSTRAINT "monthly_inventory_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_inventory_snapshots" ADD CONSTRAINT "monthly_inventory_snapshots_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_org_idx" ON "invitations" USING btree ("organization_id","accepted_at");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_user_active_key" ON "organization_members" USING btree ("user_id") WHERE "organization_members"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "organization_members_org_idx" ON "organization_members" USING btree ("organization_id","role");--> statement-breakpoint
CREATE INDEX "activity_log_org_created_idx" ON "activity_log" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "system_logs_org_created_idx" ON "system_logs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_org_bucket_idx" ON "uploads" USING btree ("organization_id","bucket");--> statement-breakpoint
CREATE INDEX "uploads_key_idx" ON "uploads" USING btree ("bucket","key");--> statement-breakpoint
CREATE INDEX "asset_formula_mappings_org_asset_type_idx" ON "asset_formula_mappings" USING btree ("organization_id","asset_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_formula_mappings_asset_type_target_key" ON "asset_formula_mappings" USING btree ("asset_type_id","target_field");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_types_org_name_key" ON "asset_types" USING btree ("organization_id",lower("name")) WHERE "asset_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "asset_types_org_created_idx" ON "asset_types" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_org_deleted_name_idx" ON "assets" USING btree ("organization_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "assets_asset_type_deleted_name_idx" ON "assets" USING btree ("asset_type_id","is_deleted","name");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_org_barcode_key" ON "assets" USING btree ("organization_id","barcode") WHERE "assets"."barcode" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_org_asset_id_key" ON "assets" USING btree ("organization_id","asset_id") WHERE "assets"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "assets_parent_asset_id_idx" ON "assets" USING btree ("parent_asset_id") WHERE "assets"."parent_asset_id" is not null;--> statement-breakpoint
CREATE INDEX "assets_name_trgm_idx" ON "assets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_description_trgm_idx" ON "assets" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_serial_number_trgm_idx" ON "assets" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_asset_id_trgm_idx" ON "assets" USING gin ("asset_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_type_forms_org_asset_type_idx" ON "asset_type_forms" USING btree ("organization_id","asset_type_id");--> statement-breakpoint
CREATE INDEX "asset_type_forms_form_idx" ON "asset_type_forms" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_type_forms_asset_type_form_purpose_key" ON "asset_type_forms" USING btree ("asset_type_id","form_id","purpose") WHERE "asset_type_forms"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_type_forms_single_slot_key" ON "asset_type_forms" USING btree ("asset_type_id","purpose") WHERE "asset_type_forms"."is_deleted" = false and "asset_type_forms"."purpose" in ('intake', 'inventory');--> statement-breakpoint
CREATE UNIQUE INDEX "form_categories_org_name_key" ON "form_categories" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "form_category_mappings_org_category_idx" ON "form_category_mappings" USING btree ("organization_id","category_id");--> statement-breakpoint
CREATE INDEX "form_field_dependencies_org_form_idx" ON "form_field_dependencies" USING btree ("organization_id","form_id");--> statement-breakpoint
CREATE INDEX "form_submissions_asset_created_idx" ON "form_submissions" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_form_asset_month_idx" ON "form_submissions" USING btree ("form_id","asset_id","month_year");--> statement-breakpoint
CREATE INDEX "form_submissions_org_created_idx" ON "form_submissions" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "form_test_value_sets_org_form_name_idx" ON "form_test_value_sets" USING btree ("organization_id","form_id","name");--> statement-breakpoint
CREATE INDEX "form_validation_rules_org_form_idx" ON "form_validation_rules" USING btree ("organization_id","form_id","field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_org_name_key" ON "forms" USING btree ("organization_id",lower("name")) WHERE "forms"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "forms_org_name_idx" ON "forms" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "mapped_asset_data_definitions_org_field_name_key" ON "mapped_asset_data_definitions" USING btree ("organization_id","field_name");--> statement-breakpoint
CREATE INDEX "mapped_asset_data_definitions_org_active_label_idx" ON "mapped_asset_data_definitions" USING btree ("organization_id","is_active","field_label");--> statement-breakpoint
CREATE INDEX "mapped_fields_org_form_idx" ON "mapped_fields" USING btree ("organization_id","form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mapped_fields_form_field_key" ON "mapped_fields" USING btree ("form_id","field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anomaly_dismissals_history_key" ON "anomaly_dismissals" USING btree ("history_id");--> statement-breakpoint
CREATE INDEX "anomaly_dismissals_asset_idx" ON "anomaly_dismissals" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "anomaly_dismissals_org_created_idx" ON "anomaly_dismissals" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_corrections_original_history_idx" ON "inventory_corrections" USING btree ("original_history_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_corrections_org_created_idx" ON "inventory_corrections" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_history_item_check_date_idx" ON "inventory_history" USING btree ("inventory_item_id","check_date");--> statement-breakpoint
CREATE INDEX "inventory_history_item_month_idx" ON "inventory_history" USING btree ("inventory_item_id","month_year");--> statement-breakpoint
CREATE INDEX "inventory_history_org_month_check_type_idx" ON "inventory_history" USING btree ("organization_id","month_year","check_type");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_asset_key" ON "inventory_items" USING btree ("asset_id") WHERE "inventory_items"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "inventory_items_asset_idx" ON "inventory_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "inventory_items_org_asset_type_idx" ON "inventory_items" USING btree ("organization_id","asset_type_id");--> statement-breakpoint
CREATE INDEX "inventory_price_history_item_effective_idx" ON "inventory_price_history" USING btree ("inventory_item_id","effective_date");--> statement-breakpoint
CREATE INDEX "inventory_price_history_org_effective_idx" ON "inventory_price_history" USING btree ("organization_id","effective_date");--> statement-breakpoint
CREATE INDEX "monthly_inventory_snapshots_org_date_idx" ON "monthly_inventory_snapshots" USING btree ("organization_id","snapshot_date");--> statement-breakpoint
CREATE INDEX "monthly_inventory_snapshots_asset_date_idx" ON "monthly_inventory_snapshots" USING btree ("asset_id","snapshot_date");--> statement-breakpoint
CREATE INDEX "monthly_inventory_snapshots_asset_name_trgm_idx" ON "monthly_inventory_snapshots" USING gin ("asset_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_templates_org_name_idx" ON "report_templates" USING btree ("organization_id","name");