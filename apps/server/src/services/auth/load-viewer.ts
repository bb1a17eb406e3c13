import { can, type MemberRole, organizationTimeZoneOr } from "@stockroom/core";
import {
  type Database,
  type DbOrTx,
  organizationMembers,
  organizations,
  platformOperators,
  sessions,
  users,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";

export interface Viewer {
  user: { id: string; email: string; fullName: string | null; avatarUrl: string | null; mustChangePassword: boolean };
  membership: null | {
    id: string;
    organizationId: string;
    role: MemberRole;
    organization: {
      id: string;
      name: string;
      avatarUrl: string | null;
      settings: Record<string, unknown>;
      /** The organization's IANA time zone: its months are months of this zone. */
      timeZone: string;
    };
  };
  isOperator: boolean;
  isOrgAdmin: boolean;
}

const viewerColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  mustChangePassword: users.mustChangePassword,
  memberId: organizationMembers.id,
  role: organizationMembers.role,
  orgId: organizations.id,
  orgName: organizations.name,
  orgAvatarUrl: organizations.avatarUrl,
  orgSettings: organizations.settings,
  orgTimeZone: organizations.timeZone,
  isOperator: sql<boolean>`${platformOperators.userId} is not null`,
};

interface ViewerRow {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  mustChangePassword: boolean;
  memberId: string | null;
  role: MemberRole | null;
  orgId: string | null;
  orgName: string | null;
  orgAvatarUrl: string | null;
  orgSettings: Record<string, unknown> | null;
  orgTimeZone: string | null;
  isOperator: boolean;
}

function toViewer(row: ViewerRow): Viewer {
  const membership =
    row.memberId && row.orgId && row.role
      ? {
          id: row.memberId,
          organizationId: row.orgId,
          role: row.role,
          organization: {
            id: row.orgId,
            name: row.orgName ?? "",
            avatarUrl: row.orgAvatarUrl,
            settings: row.orgSettings ?? {},
            timeZone: organizationTimeZoneOr(row.orgTimeZone),
          },
        }
      : null;
  return {
    user: {
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      avatarUrl: row.avatarUrl,
      mustChangePassword: row.mustChangePassword,
    },
    membership,
    isOperator: Boolean(row.isOperator),
    isOrgAdmin: can(membership?.role, "administer"),
  };
}

/** The signed-in user with their membership and operator flag, in one query. */
export async function loadViewer(db: DbOrTx, userId: string): Promise<Viewer | null> {
  const [row] = await db
    .select(viewerColumns)
    .from(users)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.userId, users.id), eq(organizationMembers.isDeleted, false)),
    )
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(platformOperators, eq(platformOperators.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toViewer(row as ViewerRow) : null;
}

function sessionViewerQuery(db: Database) {
  return db
    .select({ ...viewerColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.userId, users.id), eq(organizationMembers.isDeleted, false)),
    )
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(platformOperators, eq(platformOperators.userId, users.id))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .limit(1)
    .prepare("session_viewer");
}

/** Built once per database handle: every request runs it, so its SQL text is not rebuilt each time. */
const sessionViewerQueries = new WeakMap<Database, ReturnType<typeof sessionViewerQuery>>();

/**
 * A session (by the id in the cookie) and its viewer in ONE query — the round trip every
 * request starts with (Lucia's validateSession would read the session, then we the viewer).
 * Nothing is cached: a signed-out session is refused at once by every server process.
 * The caller handles expiry and renewal (trpc.ts createContext) from `expiresAt`.
 */
export async function loadSessionViewer(
  db: Database,
  sessionId: string,
): Promise<{ viewer: Viewer; expiresAt: Date } | null> {
  let query = sessionViewerQueries.get(db);
  if (!query) {
    query = sessionViewerQuery(db);
    sessionViewerQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId });
  return row ? { viewer: toViewer(row as ViewerRow), expiresAt: row.expiresAt } : null;
}
