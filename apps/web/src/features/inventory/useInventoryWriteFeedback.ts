import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { applyServerErrors } from "../../lib/form";
import { trpc } from "../../trpc";

/**
 * What every inventory write shows and refreshes: a 'Success' toast with the spec's text
 * and fresh inventory and asset data, or an 'Error' toast with the server's message (the
 * spec's fallback when it has none) and the server's field errors on the form.
 */
export function useInventoryWriteFeedback() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.inventory.items.invalidate();
    void utils.assets.invalidate();
  };
  return {
    /** Fresh inventory and asset data after a write made elsewhere (a confirm dialog). */
    refresh,
    saved(message: string) {
      notifications.show({ color: "green", title: t`Success`, message });
      refresh();
    },
    failed(error: unknown, fallback: string) {
      notifications.show({ color: "red", title: t`Error`, message: failureText(error, fallback) });
    },
    /** One write through the shared `runAction`: the toasts above, then `onDone`. */
    save<T>(
      run: () => Promise<T>,
      options: {
        success: string;
        failure: string;
        form?: { setErrors(errors: Record<string, string>): void };
        onError?: (error: unknown) => void;
        onDone?: (result: T) => void;
      },
    ): Promise<boolean> {
      return runAction({
        run,
        success: { title: t`Success`, message: options.success },
        failure: (error) => {
          if (options.form) applyServerErrors(options.form, error);
          options.onError?.(error);
          return { message: failureText(error, options.failure) };
        },
        onDone: (result) => {
          refresh();
          options.onDone?.(result);
        },
      });
    },
  };
}
