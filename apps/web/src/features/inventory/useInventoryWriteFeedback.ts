import { notifications } from "@mantine/notifications";
import { failureText } from "../../lib/failureText";
import { trpc } from "../../trpc";

/**
 * What every inventory write shows and refreshes: a 'Success' toast with the spec's text
 * and fresh inventory and asset data, or an 'Error' toast with the server's message (the
 * spec's fallback when it has none).
 */
export function useInventoryWriteFeedback() {
  const utils = trpc.useUtils();
  return {
    saved(message: string) {
      notifications.show({ color: "green", title: "Success", message });
      void utils.inventory.items.invalidate();
      void utils.assets.invalidate();
    },
    failed(error: unknown, fallback: string) {
      notifications.show({ color: "red", title: "Error", message: failureText(error, fallback) });
    },
  };
}
