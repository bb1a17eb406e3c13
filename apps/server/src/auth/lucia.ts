import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { type Database, sessions, users } from "@stockroom/db";
import { Lucia, TimeSpan } from "lucia";

export const SESSION_COOKIE = "stockroom_session";

export function createLucia(db: Database) {
  return new Lucia(new DrizzlePostgreSQLAdapter(db, sessions, users), {
    sessionExpiresIn: new TimeSpan(30, "d"),
    sessionCookie: { name: SESSION_COOKIE, expires: true, attributes: { sameSite: "lax" } },
    getUserAttributes: () => ({}),
  });
}

export type Auth = ReturnType<typeof createLucia>;

declare module "lucia" {
  interface Register {
    Lucia: Auth;
    UserId: string;
  }
}
