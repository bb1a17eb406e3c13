import type { AppRouter } from "@stockroom/server/router";
import type { QueryClient } from "@tanstack/react-query";
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink, TRPCClientError } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";
import { requestLanguageHeader } from "./i18n/runtime";

/** Typed hooks for every procedure of the server's `AppRouter` (types only cross the wire). */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** One client per page load; the session travels in the server's HttpOnly cookie. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        transformer: superjson,
        // The server refuses batches of more than 20 calls (MAX_BATCH_SIZE): split before that.
        maxItems: 20,
        // The server answers its messages in the language this screen shows (issue 26).
        headers: () => ({ "x-stockroom-locale": requestLanguageHeader() }),
        fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The same cache as the hooks, usable outside React (route guards, sign-out). */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;

/** tRPC error code of a failed call (`UNAUTHORIZED`, `TOO_MANY_REQUESTS`, …), if any. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (data && typeof data === "object" && "code" in data && typeof data.code === "string") return data.code;
  }
  return undefined;
}

/**
 * A page's record does not exist for this organization: NOT_FOUND, or BAD_REQUEST for an
 * id that is not an id at all (the server answers "… not found" for both).
 */
export function isNotFoundError(error: unknown): boolean {
  const code = trpcErrorCode(error);
  return code === "NOT_FOUND" || code === "BAD_REQUEST";
}

/** React Query `retry` for a page's record: once for a passing failure, never for a missing record. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return !isNotFoundError(error) && failureCount < 1;
}

/**
 * The human text of a failed call. The server puts the spec's message in `message`;
 * a network failure or an empty message falls back to the caller's text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError || error instanceof Error) {
    const text = error.message.trim();
    // fetch failures surface as "Failed to fetch"/"NetworkError…": not for end users.
    if (text && !/^(failed to fetch|networkerror|load failed)/i.test(text)) return text;
  }
  return fallback;
}

/**
 * The text to show for a failed call: the server's message when it is one of the spec's
 * (a domain or validation error), the screen's own fallback for anything unexpected —
 * an internal error's text is not for end users. (Here, not in lib/failureText, which also
 * shows toasts with Mantine: the phone app uses it too.)
 */
export function failureText(error: unknown, fallback: string): string {
  const code = trpcErrorCode(error);
  if (code === undefined || code === "INTERNAL_SERVER_ERROR") return fallback;
  return errorMessage(error, fallback);
}
