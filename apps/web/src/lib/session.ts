import { type RouterOutputs, trpc } from "../trpc";

/** What `auth.session` answers: null when signed out. */
export type SessionResult = RouterOutputs["auth"]["session"];
export type Session = NonNullable<SessionResult>;
export type MemberRole = NonNullable<Session["membership"]>["role"];

/**
 * The session is fetched once by the app gate and then kept fresh in the background
 * (a session that ended elsewhere sends the user back to /login on the next refetch).
 */
export const SESSION_QUERY_OPTIONS = { staleTime: 60_000, retry: 1 } as const;

export function useSessionQuery() {
  return trpc.auth.session.useQuery(undefined, SESSION_QUERY_OPTIONS);
}

/** The signed-in user, null when signed out, undefined before the first answer. */
export function useSession(): SessionResult | undefined {
  return useSessionQuery().data;
}

/** Guards read the session synchronously from the cache the gate filled. */
export interface AuthContext {
  getSession: () => SessionResult | undefined;
}
