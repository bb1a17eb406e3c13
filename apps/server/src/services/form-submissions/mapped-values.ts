import { conversionFieldDefaults, type FormField, isReservedKey } from "@stockroom/core";
import { mappedNameOf } from "../forms/get-form-builder-context";

/** Where an asset's metadata keeps the answers of mappable form fields, by mapped name. */
export const MAPPED_VALUES_KEY = "mapped";

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Asset metadata as an object (the spec allows a JSON string). */
export function metadataObject(value: unknown): Record<string, unknown> {
  if (typeof value === "string") {
    try {
      const parsed: unknown = JSON.parse(value);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return isRecord(value) ? value : {};
}

/**
 * The values {mapped.name} reads for an asset: its conversion fields (defaults for those
 * never filled in), its other scalar metadata (cost, current_inventory …) and the answers
 * of mappable fields recorded by earlier submissions.
 */
export function formulaMappedValues(
  metadata: Readonly<Record<string, unknown>>,
  conversionFields: readonly Record<string, unknown>[],
): Record<string, unknown> {
  const defaults = conversionFieldDefaults(
    conversionFields
      .filter((f) => typeof f.field_name === "string")
      .map((f) => ({
        field_name: f.field_name as string,
        default_value: (["number", "string", "boolean"].includes(typeof f.default_value) ? f.default_value : null) as
          | number
          | string
          | boolean
          | null,
      })),
  );
  const scalars: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (value === null || typeof value !== "object") scalars[key] = value;
  }
  const mapped = isRecord(metadata[MAPPED_VALUES_KEY]) ? (metadata[MAPPED_VALUES_KEY] as Record<string, unknown>) : {};
  return { ...defaults, ...scalars, ...mapped };
}

/** The answers of the form's mappable fields, by mapped name, to keep on the asset. */
export function mappedAnswers(fields: readonly FormField[], values: Readonly<Record<string, unknown>>) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    // The key comes from a label the form's author typed: never a prototype name.
    const name = mappedNameOf(field.label);
    if (field.mappable && Object.hasOwn(values, field.id) && !isReservedKey(name)) out[name] = values[field.id];
  }
  return out;
}
