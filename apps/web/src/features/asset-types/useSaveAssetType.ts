import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import type { AssetTypeInput } from "@stockroom/core";
import { saveFailureText } from "../../lib/failureText";
import { applyServerErrors } from "../../lib/form";
import { trpc } from "../../trpc";
import type { AssetTypeFormState } from "./useAssetTypeForm";

/**
 * Create (no id) or update an asset type from its form: 'Asset type created|updated
 * successfully', the lists refreshed, then `onSaved`; a failure marks the fields the server
 * named and says why ('already exists' as is, else the screen's fallback).
 */
export function useSaveAssetType({ form }: AssetTypeFormState) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const create = trpc.assetTypes.create.useMutation();
  const update = trpc.assetTypes.update.useMutation();

  function save(
    data: AssetTypeInput,
    {
      id,
      fallback,
      onSaved,
    }: { id?: string | undefined; fallback: string; onSaved: (saved: { id: string; name: string }) => void },
  ) {
    const onError = (error: unknown) => {
      applyServerErrors(form, error);
      notifications.show({ color: "red", title: t`Error`, message: saveFailureText(error, fallback) });
    };
    const done = (saved: { id: string; name: string }, message: string) => {
      notifications.show({ color: "green", title: t`Success`, message });
      void utils.assetTypes.invalidate();
      onSaved(saved);
    };
    if (id)
      update.mutate(
        { id, ...data },
        { onSuccess: (saved) => done(saved, t`Asset type updated successfully`), onError },
      );
    else create.mutate(data, { onSuccess: (saved) => done(saved, t`Asset type created successfully`), onError });
  }

  return { save, saving: create.isPending || update.isPending };
}
