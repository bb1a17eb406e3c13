import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { failureText } from "./failureText";

/** The toast after success: green unless a colour is given (e.g. yellow for a partial success). */
export interface SuccessNotice {
  title: string;
  message: string;
  color?: string;
  /** Milliseconds before it closes (a notice with a one-time password stays longer). */
  autoClose?: number;
}

export interface ConfirmActionOptions<T> {
  /** The dialog's title, e.g. 'Archive asset type?'. */
  title: string;
  /** The explanation under the title (a string becomes a small paragraph). */
  message: ReactNode;
  /** The confirm button, e.g. 'Archive'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** `data-testid` of the confirm button. */
  confirmTestId?: string;
  /** The mutation, e.g. `() => archive.mutateAsync({ id })`. */
  run: () => Promise<T>;
  /** The green toast after success (omit for none). */
  success?: SuccessNotice | ((result: T) => SuccessNotice);
  /**
   * The red toast after failure: a fixed text, or a function of the error. Default: the
   * server's message when it is one of the spec's, else 'An unexpected error occurred.'.
   */
  failure?: { title?: string; message: string } | ((error: unknown) => { title?: string; message: string });
  /** After success: invalidate queries, navigate, clear a selection … */
  onDone?: (result: T) => void | Promise<void>;
}

/**
 * The one confirm-then-mutate flow: a confirm dialog, then the mutation, then a toast for
 * the outcome and `onDone` (usually invalidating the list). Nothing runs on Cancel.
 */
export function confirmAction<T>(options: ConfirmActionOptions<T>): void {
  modals.openConfirmModal({
    title: options.title,
    children: typeof options.message === "string" ? <Text size="sm">{options.message}</Text> : options.message,
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel ?? i18n._(msg`Cancel`) },
    confirmProps: {
      ...(options.danger ? { color: "red" } : {}),
      ...(options.confirmTestId ? { "data-testid": options.confirmTestId } : {}),
    },
    onConfirm: () => void runAction(options),
  });
}

/** The part after the dialog; exported for actions that need no confirmation. */
export async function runAction<T>(
  options: Pick<ConfirmActionOptions<T>, "run" | "success" | "failure" | "onDone">,
): Promise<boolean> {
  let result: T;
  try {
    result = await options.run();
  } catch (error) {
    const failure =
      typeof options.failure === "function"
        ? options.failure(error)
        : (options.failure ?? { message: failureText(error, "An unexpected error occurred.") });
    notifications.show({ color: "red", title: failure.title ?? i18n._(msg`Error`), message: failure.message });
    return false;
  }
  const success = typeof options.success === "function" ? options.success(result) : options.success;
  if (success) notifications.show({ color: "green", ...success });
  await options.onDone?.(result);
  return true;
}
