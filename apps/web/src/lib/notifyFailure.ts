import { notifications } from "@mantine/notifications";
import { errorMessage } from "../trpc";

/**
 * The red toast of an action that failed: 'Failed to {action}: {the server's message}',
 * or the fallback when there is none (a network failure).
 */
export function notifyFailure(
  action: string,
  error: unknown,
  { title = "Error", fallback = "An unexpected error occurred." }: { title?: string; fallback?: string } = {},
): void {
  notifications.show({ color: "red", title, message: `Failed to ${action}: ${errorMessage(error, fallback)}` });
}
