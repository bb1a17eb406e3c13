import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { notifications } from "@mantine/notifications";
import { errorMessage, failureText } from "../trpc";

export { failureText };

/**
 * Spec 02 §8: a message containing 'already exists' (the duplicate-name text) is shown
 * as is; anything else becomes the screen's fallback (e.g. 'Failed to save asset type').
 */
export function saveFailureText(error: unknown, fallback: string): string {
  const text = errorMessage(error, fallback);
  return text.includes("already exists") ? text : fallback;
}

/**
 * The red toast of an action that failed: 'Failed to {action}: {the server's message}',
 * or the fallback when there is none (a network failure).
 */
export function notifyFailure(
  action: string,
  error: unknown,
  options: { title?: string; fallback?: string } = {},
): void {
  notifications.show({ color: "red", ...failureNotice(action, error, options) });
}

/** The title and text {@link notifyFailure} shows, for `confirmAction`/`runAction`'s `failure`. */
export function failureNotice(
  action: string,
  error: unknown,
  {
    title = i18n._(msg`Error`),
    fallback = i18n._(msg`An unexpected error occurred.`),
  }: { title?: string; fallback?: string } = {},
): { title: string; message: string } {
  return { title, message: i18n._(msg`Failed to ${action}: ${errorMessage(error, fallback)}`) };
}
