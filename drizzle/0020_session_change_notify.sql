-- Custom SQL migration (drizzle-kit generate --custom): every write that can change who a
-- session is, or what it may do, sends NOTIFY "stockroom_sessions" at its commit
-- (apps/server/src/auth/session-cache.ts). Each server process keeps the sessions it
-- validated for a few seconds and forgets all of them when this arrives, so a sign-out, a
-- password change, a removed member, a new role, an organization's change or an operator
-- granted or revoked through ANY process (or plain SQL) reaches every process's cache at once.
-- Statement triggers: one notification per statement, and PostgreSQL folds the same
-- notification of one transaction into one. A new session (INSERT into sessions) is nobody's
-- cache yet, so it sends nothing.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('stockroom_sessions', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_session_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "organization_members_session_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organization_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "organizations_session_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "platform_operators_session_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform_operators" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
