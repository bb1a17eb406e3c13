import {
  type AssetWriteInput,
  type ConversionFieldInput,
  conversionFieldDefault,
  conversionNumberValues,
  conversionValueMessages,
} from "@stockroom/core";
import { DomainError } from "../../errors";

/**
 * The asset's metadata object from the form (spec 02 §3: location, location_details,
 * cost, unit_type, current_inventory, distributor, currency, convert_* values …).
 * Conversion values sit at the top level under their field names; only fields of the
 * asset's type are kept, and a field left out gets its default (1 for convert_*, else its
 * default value or 0). Keys other flows wrote (last_form_submission, mapped values …)
 * are kept from `previous`. A number field's value must pass core's number rule (its
 * min/max): the screen's message, refused the same way here.
 */
export function assetMetadata(
  values: AssetWriteInput,
  conversionFields: readonly ConversionFieldInput[],
  previous: Record<string, unknown> = {},
): Record<string, unknown> {
  const refused = Object.values(conversionValueMessages(conversionFields, values.conversion_values));
  if (refused[0] !== undefined) throw new DomainError("BAD_REQUEST", refused[0]);
  const typed = conversionNumberValues(conversionFields, values.conversion_values);
  const conversions: Record<string, unknown> = {};
  for (const field of conversionFields) {
    const given = typed[field.field_name];
    conversions[field.field_name] =
      given === undefined || given === null || given === ""
        ? (previous[field.field_name] ?? conversionFieldDefault(field))
        : given;
  }
  return {
    ...previous,
    ...conversions,
    location: values.location,
    location_details: values.location_details,
    cost: values.cost,
    unit_type: values.unit_type,
    current_inventory: values.current_inventory,
    distributor: values.distributor,
    currency: values.currency,
  };
}
