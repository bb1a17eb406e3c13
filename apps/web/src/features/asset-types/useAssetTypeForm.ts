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
import { useState } from "react";
import { fieldErrors } from "../../lib/fieldErrors";
import { type NameCheck, useAssetTypeNameCheck } from "./useAssetTypeNameCheck";

export interface AssetTypeFormValues {
  name: string;
  description: string;
  color: string;
  enableBarcodes: boolean;
  barcodeType: BarcodeType;
  barcodePrefix: string;
}
export type AssetTypeFormField = keyof AssetTypeFormValues;

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
 * State of the asset type form (dialog, new page, edit page): the values, their errors
 * and the live name check. `validate` applies core's schema and the name check's verdict
 * and returns what to send, or null after telling the user why not.
 */
export function useAssetTypeForm(initial: AssetTypeFormValues, opts: { id?: string | undefined } = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<AssetTypeFormField, string>>>({});
  const nameCheck: NameCheck = useAssetTypeNameCheck(values.name, {
    excludeId: opts.id,
    // Editing: the type's own, unchanged name needs no check.
    enabled: values.name.trim().toLowerCase() !== (opts.id ? initial.name.trim().toLowerCase() : ""),
  });

  function change(patch: Partial<AssetTypeFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as AssetTypeFormField[]) delete next[key];
      return next;
    });
  }

  function validate(): AssetTypeInput | null {
    if (nameCheck.state === "checking") {
      notifications.show({
        color: "yellow",
        title: VALIDATION_ERROR_TITLE,
        message: NAME_VALIDATION_IN_PROGRESS_MESSAGE,
      });
      return null;
    }
    const parsed = assetTypeInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors<AssetTypeFormField>(parsed.error);
      setErrors(found);
      notifications.show({
        color: "red",
        title: VALIDATION_ERROR_TITLE,
        message: parsed.error.issues[0]?.message ?? "Please check the form.",
      });
      return null;
    }
    if (nameCheck.state === "invalid" && nameCheck.message) {
      setErrors({ name: nameCheck.message });
      notifications.show({ color: "red", title: VALIDATION_ERROR_TITLE, message: nameCheck.message });
      return null;
    }
    setErrors({});
    return parsed.data;
  }

  return { values, setValues, change, errors, setErrors, nameCheck, validate };
}

export type AssetTypeFormState = ReturnType<typeof useAssetTypeForm>;
