import { Trans } from "@lingui/react/macro";
import { Stack, Text } from "@mantine/core";
import { type ConversionFieldInput, conversionFieldDefaults } from "@stockroom/core";
import { useState } from "react";
import { type ConversionValue, ConversionValueInput } from "./ConversionValueInput";

/** The fields as the asset form will show them, with their defaults. */
export function ConversionFieldsPreview({ fields }: { fields: ConversionFieldInput[] }) {
  const [values, setValues] = useState<Record<string, ConversionValue>>(() => conversionFieldDefaults(fields));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>This is how the fields appear on an asset of this type. Nothing entered here is saved.</Trans>
      </Text>
      {fields.map((field) => (
        <ConversionValueInput
          key={field.field_name}
          field={field}
          value={values[field.field_name]}
          onChange={(v) => setValues((current) => ({ ...current, [field.field_name]: v }))}
        />
      ))}
    </Stack>
  );
}
