CREATE TABLE "phone_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"token_digest" text NOT NULL,
	"enrolled_by" uuid NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_enrollment_codes" (
	"code_digest" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mobile_sessions" ADD COLUMN "credential_digest" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_devices" ADD CONSTRAINT "phone_devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_devices" ADD CONSTRAINT "phone_devices_enrolled_by_users_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_enrollment_codes" ADD CONSTRAINT "phone_enrollment_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_enrollment_codes" ADD CONSTRAINT "phone_enrollment_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_devices_token_digest_key" ON "phone_devices" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "phone_devices_organization_id_idx" ON "phone_devices" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_enrollment_codes_organization_id_idx" ON "phone_enrollment_codes" USING btree ("organization_id");