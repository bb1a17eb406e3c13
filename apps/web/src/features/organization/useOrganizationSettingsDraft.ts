import { notifications } from "@mantine/notifications";
import type { OrganizationSettings } from "@stockroom/core";
import { useEffect, useMemo, useState } from "react";
import { errorMessage, trpc } from "../../trpc";

/**
 * The draft of some organization settings for one panel: what is saved, what is typed,
 * whether they differ, and save / reset. Saving sends the saved settings with this
 * panel's changes over them (the server keeps the whole object), then refreshes the
 * session so the new look reaches the shell at once.
 */
export function useOrganizationSettingsDraft<K extends keyof OrganizationSettings>(
  saved: OrganizationSettings,
  keys: readonly K[],
) {
  const keyList = keys.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` is a constant of the panel; keyList stands for it.
  const savedPart = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, saved[key]])) as Pick<OrganizationSettings, K>,
    [saved, keyList],
  );
  const [draft, setDraft] = useState(savedPart);
  useEffect(() => setDraft(savedPart), [savedPart]);

  const utils = trpc.useUtils();
  const mutation = trpc.organization.updateSettings.useMutation();
  const dirty = keys.some((key) => draft[key] !== savedPart[key]);

  async function save(parsed?: Partial<OrganizationSettings>) {
    try {
      await mutation.mutateAsync({ ...saved, ...draft, ...parsed });
      await Promise.all([utils.organization.get.invalidate(), utils.auth.session.invalidate()]);
      notifications.show({ color: "green", title: "Saved", message: "Organization settings saved" });
      return true;
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Failed to save organization settings",
        message: errorMessage(error, "Failed to save organization settings"),
      });
      return false;
    }
  }

  return {
    draft,
    set: <F extends K>(key: F, value: OrganizationSettings[F]) => setDraft((d) => ({ ...d, [key]: value })),
    dirty,
    saving: mutation.isPending,
    save,
    reset: () => setDraft(savedPart),
  };
}
