import { Loader, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { BarcodeSettingsFields } from "./BarcodeSettingsFields";
import { ColorPalette } from "./ColorPalette";
import type { AssetTypeFormState } from "./useAssetTypeForm";

/** What the name check says under the name field. */
function NameCheckHint({ form }: { form: AssetTypeFormState }) {
  const { state, message } = form.nameCheck;
  if (state === "checking") {
    return (
      <Text size="xs" c="dimmed" component="span" data-testid="name-check" data-state="checking">
        <Loader size={10} mr={4} /> Checking name…
      </Text>
    );
  }
  if (state === "valid") {
    return (
      <Text size="xs" c="green.7" component="span" data-testid="name-check" data-state="valid">
        {message}
      </Text>
    );
  }
  return <span data-testid="name-check" data-state={state} />;
}

/** Name (checked as typed), description and colour; optionally the barcode settings. */
export function AssetTypeFields({
  form,
  section = "all",
  autoFocus,
}: {
  form: AssetTypeFormState;
  section?: "all" | "basic" | "barcode";
  autoFocus?: boolean;
}) {
  const { values, errors, change, nameCheck } = form;
  const nameError = errors.name ?? (nameCheck.state === "invalid" ? (nameCheck.message ?? undefined) : undefined);
  return (
    <Stack gap="md">
      {section !== "barcode" ? (
        <>
          <TextInput
            label="Name"
            required
            data-autofocus={autoFocus ? true : undefined}
            value={values.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
            error={nameError}
            description={nameError ? undefined : <NameCheckHint form={form} />}
            inputWrapperOrder={["label", "input", "description", "error"]}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={values.description}
            onChange={(e) => change({ description: e.currentTarget.value })}
            error={errors.description}
          />
          <ColorPalette value={values.color} onChange={(color) => change({ color })} error={errors.color} />
        </>
      ) : null}
      {section !== "basic" ? (
        <BarcodeSettingsFields
          value={values}
          prefixError={errors.barcodePrefix}
          onChange={(next) =>
            change({
              enableBarcodes: next.enableBarcodes,
              barcodeType: next.barcodeType,
              barcodePrefix: next.barcodePrefix,
            })
          }
        />
      ) : null}
    </Stack>
  );
}
