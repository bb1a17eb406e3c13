import { useLingui } from "@lingui/react/macro";
import { type OrganizationSettings, organizationSettings } from "@stockroom/core";
import { useEffect, useMemo } from "react";
import type { z } from "zod";
import { runAction } from "../../lib/confirmAction";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { errorMessage, trpc } from "../../trpc";

/** A panel's settings as its inputs hold them: the member limit is typed as text. */
export type SettingsFormValues<K extends keyof OrganizationSettings> = {
  [P in K]: P extends "maxMembers" ? string : OrganizationSettings[P];
};

type PanelSchema = z.ZodType<Partial<OrganizationSettings>>;

function formValuesOf<K extends keyof OrganizationSettings>(saved: OrganizationSettings, keys: readonly K[]) {
  return Object.fromEntries(
    keys.map((key) => [key, key === "maxMembers" ? String(saved[key]) : saved[key]]),
  ) as SettingsFormValues<K>;
}

/**
 * The form of one settings panel (some keys of the organization's settings), validated by
 * core's `organizationSettings` schema: what is saved, what is typed, whether they differ,
 * and save / reset. Saving sends the saved settings with this panel's values over them
 * (the server keeps the whole object; "50 if the input is not numeric" applies to the
 * member limit), then refreshes the session so the new look reaches the shell at once.
 */
export function useOrganizationSettingsForm<K extends keyof OrganizationSettings>(
  saved: OrganizationSettings,
  keys: readonly K[],
) {
  const { t } = useLingui();
  const keyList = keys.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` is a constant of the panel; keyList stands for it.
  const schema = useMemo(
    // The keys are only known as K here; the picked schema checks and parses those keys.
    () => organizationSettings.pick(Object.fromEntries(keys.map((key) => [key, true])) as never) as PanelSchema,
    [keyList],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  const savedValues = useMemo(() => formValuesOf(saved, keys), [saved, keyList]);
  const form = useZodForm<SettingsFormValues<K>>(schema, { initialValues: savedValues });
  // Start over from what the server holds whenever it changes (after a save or a refetch).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is new on every render; its setters are not.
  useEffect(() => {
    form.setInitialValues(savedValues);
    form.setValues(savedValues);
    form.resetDirty(savedValues);
  }, [savedValues]);

  const utils = trpc.useUtils();
  const mutation = trpc.organization.updateSettings.useMutation();

  const save = form.onSubmit((values) =>
    runAction({
      run: () => mutation.mutateAsync({ ...saved, ...schema.parse(values) }),
      success: { title: t`Saved`, message: t`Organization settings saved` },
      failure: (error) => {
        applyServerErrors(form, error);
        return {
          title: t`Failed to save organization settings`,
          message: errorMessage(error, t`Failed to save organization settings`),
        };
      },
      onDone: async () => {
        await Promise.all([utils.organization.get.invalidate(), utils.auth.session.invalidate()]);
      },
    }),
  );

  return {
    form,
    /** The panel's Save / Reset (`SettingsPanel`'s `actions`). */
    actions: { dirty: form.isDirty(), saving: form.submitting, onSave: () => save(), onReset: () => form.reset() },
  };
}
