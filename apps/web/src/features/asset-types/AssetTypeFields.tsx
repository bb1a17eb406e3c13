import { Trans, useLingui } from "@lingui/react/macro";
import { Loader, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { BarcodeSettingsFields } from "./BarcodeSettingsFields";
import { ColorPalette } from "./ColorPalette";
import type { AssetTypeFormState } from "./useAssetTypeForm";

/** What the name check says under the name field. */
function NameCheckHint({ nameCheck }: { nameCheck: AssetTypeFormState["nameCheck"] }) {
  const { state, message } = nameCheck;
  if (state === "checking") {
    return (
      <Text size="xs" c="dimmed" component="span" data-testid="name-check" data-state="checking">
        <Loader size={10} mr={4} /> <Trans>Checking name…</Trans>
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
  form: { form, nameCheck },
  section = "all",
  autoFocus,
}: {
  form: AssetTypeFormState;
  section?: "all" | "basic" | "barcode";
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const nameError = form.errors.name ?? (nameCheck.state === "invalid" ? (nameCheck.message ?? undefined) : undefined);
  return (
    <Stack gap="md">
      {section !== "barcode" ? (
        <>
          <TextInput
            label={t`Name`}
            required
            data-autofocus={autoFocus ? true : undefined}
            {...form.getInputProps("name")}
            error={nameError}
            description={nameError ? undefined : <NameCheckHint nameCheck={nameCheck} />}
            inputWrapperOrder={["label", "input", "description", "error"]}
          />
          <Textarea label={t`Description`} autosize minRows={2} {...form.getInputProps("description")} />
          <ColorPalette
            value={form.values.color}
            onChange={(color) => form.setFieldValue("color", color)}
            error={form.errors.color as string | undefined}
          />
        </>
      ) : null}
      {section !== "basic" ? (
        <BarcodeSettingsFields
          value={form.values}
          prefixError={form.errors.barcodePrefix as string | undefined}
          onChange={({ enableBarcodes, barcodeType, barcodePrefix }) =>
            form.setValues({ enableBarcodes, barcodeType, barcodePrefix })
          }
        />
      ) : null}
    </Stack>
  );
}
