import { errorMessage, trpcErrorCode } from "../../trpc";

/**
 * The text to show for a failed call: the server's message when it is one of the spec's
 * (a domain or validation error), the screen's own fallback for anything unexpected —
 * an internal error's text is not for end users.
 */
export function failureText(error: unknown, fallback: string): string {
  const code = trpcErrorCode(error);
  if (code === undefined || code === "INTERNAL_SERVER_ERROR") return fallback;
  return errorMessage(error, fallback);
}
