import { notifications } from "@mantine/notifications";
import {
  type AssetTypeInput,
  assetTypeInput,
  type BarcodeType,
  DEFAULT_ASSET_TYPE_COLOR,
  DEFAULT_BARCODE_TYPE,
  NAME_VALIDATION_IN_PROGRESS_MESSAGE,
  VALIDATION_ERROR_TITLE,
} from "@stockroom/core";
import type { FormEvent } from "react";
import { useZodForm } from "../../lib/form";
import { type NameCheck, useAssetTypeNameCheck } from "./useAssetTypeNameCheck";

export type AssetTypeFormValues = {
  name: string;
  description: string;
  color: string;
  enableBarcodes: boolean;
  barcodeType: BarcodeType;
  barcodePrefix: string;
};

/** A new type: colour #6E56CF, barcodes off, type qr, no prefix. */
export function emptyAssetTypeValues(): AssetTypeFormValues {
  return {
    name: "",
    description: "",
    color: DEFAULT_ASSET_TYPE_COLOR,
    enableBarcodes: false,
    barcodeType: DEFAULT_BARCODE_TYPE,
    barcodePrefix: "",
  };
}

/**
 * The asset type form (dialog, new page, edit page): core's `assetTypeInput` over
 * @mantine/form, plus the live name check. `onSubmit(save)` blocks while the name is being
 * checked or taken, and otherwise hands `save` what the server takes.
 */
export function useAssetTypeForm(initial: AssetTypeFormValues, opts: { id?: string | undefined } = {}) {
  const form = useZodForm<AssetTypeFormValues>(assetTypeInput, { initialValues: initial });
  const nameCheck: NameCheck = useAssetTypeNameCheck(form.values.name, {
    excludeId: opts.id,
    // Editing: the type's own, unchanged name needs no check.
    enabled: form.values.name.trim().toLowerCase() !== (opts.id ? initial.name.trim().toLowerCase() : ""),
  });

  function onSubmit(save: (data: AssetTypeInput) => void): (event?: FormEvent<HTMLFormElement>) => void {
    return form.onSubmit(
      (values) => {
        if (nameCheck.state === "checking") {
          notifications.show({
            color: "yellow",
            title: VALIDATION_ERROR_TITLE,
            message: NAME_VALIDATION_IN_PROGRESS_MESSAGE,
          });
          return;
        }
        if (nameCheck.state === "invalid" && nameCheck.message) {
          form.setFieldError("name", nameCheck.message);
          notifications.show({ color: "red", title: VALIDATION_ERROR_TITLE, message: nameCheck.message });
          return;
        }
        save(assetTypeInput.parse(values));
      },
      (errors) =>
        notifications.show({
          color: "red",
          title: VALIDATION_ERROR_TITLE,
          message: String(Object.values(errors)[0] ?? "Please check the form."),
        }),
    );
  }

  return { form, nameCheck, onSubmit };
}

export type AssetTypeFormState = ReturnType<typeof useAssetTypeForm>;
