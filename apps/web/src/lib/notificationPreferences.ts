import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferenceKey,
  type NotificationPreferences,
} from "@stockroom/core";
import { trpc } from "../trpc";
import { notifyFailure } from "./failureText";

/**
 * The notification switches of App Settings, kept on the server (mail, Slack and push leave
 * where no browser is): the saved values, `save(key, value)` that stores one at once, and
 * `reset()` that saves every switch's default (App Settings' Reset to defaults).
 */
export function useNotificationPreferences(): {
  values: NotificationPreferences | undefined;
  save: (key: NotificationPreferenceKey, value: boolean) => void;
  reset: () => void;
} {
  const utils = trpc.useUtils();
  const query = trpc.notifications.preferences.useQuery();
  const mutation = trpc.notifications.updatePreferences.useMutation({
    onMutate: async (input) => {
      await utils.notifications.preferences.cancel();
      const previous = utils.notifications.preferences.getData();
      if (previous) utils.notifications.preferences.setData(undefined, { ...previous, ...input });
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.notifications.preferences.setData(undefined, context.previous);
      notifyFailure("save settings", error);
    },
    onSuccess: (saved) => utils.notifications.preferences.setData(undefined, saved),
  });
  return {
    values: query.data,
    save: (key, value) => mutation.mutate({ [key]: value }),
    reset: () => mutation.mutate({ ...DEFAULT_NOTIFICATION_PREFERENCES }),
  };
}
