import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { FORM_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { isNotFoundError, retryUnlessNotFound, trpc } from "../../trpc";
import { coreText } from "./coreMessages";
import { draftPayload, type FormDraft } from "./formDraft";

/** Loads a form for editing; a missing one says so and goes back to /forms. */
export function useFormForEditing(id: string) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = trpc.forms.get.useQuery({ id }, { retry: retryUnlessNotFound });
  const notFound = query.isError && isNotFoundError(query.error);
  useEffect(() => {
    if (!notFound) return;
    notifications.show({
      color: "red",
      title: coreText(FORM_NOT_FOUND_MESSAGE),
      message: t`Could not find form with ID: ${id}`,
    });
    void navigate({ to: "/forms" });
  }, [notFound, id, navigate, t]);
  return query;
}

/**
 * Saves the builder's draft: a new form linked to `assetTypeId`, or over form `id`. Shows
 * `success`, refreshes the forms and calls `onSaved`; a failure is thrown to the builder,
 * which puts field errors under their inputs and shows 'Failed to save form'.
 */
export function useSaveFormDraft(
  target: { id: string } | { assetTypeId: string },
  success: (draft: FormDraft) => { title: string; message: string },
  onSaved: () => unknown,
) {
  const create = trpc.forms.create.useMutation();
  const update = trpc.forms.update.useMutation();
  const utils = trpc.useUtils();
  return async (draft: FormDraft) => {
    const body = draftPayload(draft);
    if ("id" in target) await update.mutateAsync({ id: target.id, ...body });
    else await create.mutateAsync({ ...body, asset_type_id: target.assetTypeId });
    await utils.forms.invalidate();
    notifications.show({ color: "green", ...success(draft) });
    await onSaved();
  };
}
