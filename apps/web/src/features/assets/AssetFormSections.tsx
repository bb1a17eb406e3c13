import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Select, SimpleGrid, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { ASSET_STATUSES, type ConversionFieldInput, UNIT_TYPES } from "@stockroom/core";
import { assetStatusText } from "../../lib/inventoryText";
import { NumberField } from "../../ui/NumberField";
import { SectionCard } from "../../ui/SectionCard";
import { ConversionValueInput } from "../asset-types/ConversionValueInput";
import type { AssetDetail, AssetFormValues } from "./assetFormValues";
import { unitTypeText } from "./assetText";
import { ParentAssetSelect } from "./ParentAssetSelect";

type AssetForm = UseFormReturnType<AssetFormValues>;

/** Card 'Asset Information': name, type (with 'New Type'), status, serial number, acquisition date, description. */
export function AssetInformationCard({
  form,
  types,
  onNewType,
}: {
  form: AssetForm;
  types: { data: { id: string; name: string }[] | undefined; isPending: boolean; isError: boolean };
  onNewType: () => void;
}) {
  const { t } = useLingui();
  const today = new Date().toISOString().slice(0, 10);
  const typeProps = form.getInputProps("asset_type_id");
  return (
    <SectionCard title={t`Asset Information`} titleSize="h4">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Name`} required data-autofocus {...form.getInputProps("name")} />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Select
            label={t`Asset type`}
            required
            style={{ flex: 1 }}
            placeholder={types.isPending ? t`Loading asset types…` : t`Select an asset type`}
            searchable
            data={(types.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            {...typeProps}
            value={form.getValues().asset_type_id || null}
            onChange={(v) => form.setFieldValue("asset_type_id", v ?? "")}
            error={typeProps.error ?? (types.isError ? "Failed to load asset types" : undefined)}
            nothingFoundMessage={t`No asset types`}
          />
          <Button variant="light" onClick={onNewType}>
            <Trans>New Type</Trans>
          </Button>
        </Group>
        <Select
          label={t`Status`}
          data={ASSET_STATUSES.map((s) => ({ value: s, label: assetStatusText(s) }))}
          allowDeselect={false}
          {...form.getInputProps("status")}
        />
        <TextInput label={t`Serial number`} {...form.getInputProps("serial_number")} />
        <TextInput
          label={t`Acquisition date`}
          type="date"
          min="1970-01-01"
          max={today}
          {...form.getInputProps("acquisition_date")}
        />
      </SimpleGrid>
      <Textarea mt="sm" label={t`Description`} autosize minRows={2} {...form.getInputProps("description")} />
    </SectionCard>
  );
}

/** The asset type's conversion values, in the type's order, each under its own label. */
export function ConversionValuesCard({
  form,
  typeName,
  fields,
}: {
  form: AssetForm;
  typeName: string | undefined;
  fields: readonly ConversionFieldInput[];
}) {
  const { t } = useLingui();
  const values = form.getValues().conversion_values;
  return (
    <Card withBorder padding="lg" data-testid="conversion-values-card">
      <Title order={2} fz="h4">
        {typeName ? t`${typeName} Conversion Values` : t`Conversion Values`}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>Values this asset type uses in its forms and formulas.</Trans>
      </Text>
      {form.errors.conversion_values ? (
        <Text c="red" size="sm" mb="sm">
          {form.errors.conversion_values}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((field) => {
          const path = `conversion_values.${field.field_name}`;
          return (
            <ConversionValueInput
              key={field.field_name}
              field={field}
              value={values[field.field_name]}
              error={form.errors[path] ? String(form.errors[path]) : undefined}
              onChange={(v) => form.setFieldValue(path, v)}
            />
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

/** Card 'Relationships & Location': parent asset, location, location details. */
export function RelationshipsCard({ form, asset }: { form: AssetForm; asset: AssetDetail | null }) {
  const { t } = useLingui();
  const parent = form.getInputProps("parent_asset_id");
  return (
    <SectionCard title={t`Relationships & Location`} titleSize="h4">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ParentAssetSelect
          assetId={asset?.id}
          value={form.getValues().parent_asset_id}
          initialLabel={asset?.parentAssetName ?? null}
          error={parent.error}
          onChange={(id) => form.setFieldValue("parent_asset_id", id)}
        />
        <TextInput label={t`Location`} {...form.getInputProps("location")} />
        <TextInput label={t`Location details`} {...form.getInputProps("location_details")} />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Card 'Additional Details': cost, currency, unit type, stock (initial on create, read-only on edit), distributor. */
export function AdditionalDetailsCard({ form, asset }: { form: AssetForm; asset: AssetDetail | null }) {
  const { t } = useLingui();
  const currency = form.getInputProps("currency");
  return (
    <SectionCard title={t`Additional Details`} titleSize="h4">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField label={t`Cost`} {...form.getInputProps("cost")} />
        <TextInput
          label={t`Currency`}
          maxLength={3}
          {...currency}
          onChange={(e) => form.setFieldValue("currency", e.currentTarget.value.toUpperCase())}
        />
        <Select
          label={t`Unit type`}
          data={UNIT_TYPES.map((u) => ({ value: u, label: unitTypeText(u) }))}
          allowDeselect={false}
          {...form.getInputProps("unit_type")}
        />
        {asset ? (
          <TextInput
            label={t`Current inventory`}
            value={String(asset.quantity ?? 0)}
            readOnly
            description={t`Stock changes through inventory checks.`}
          />
        ) : (
          <NumberField label={t`Initial inventory`} whole {...form.getInputProps("current_inventory")} />
        )}
        <TextInput label={t`Distributor`} {...form.getInputProps("distributor")} />
      </SimpleGrid>
    </SectionCard>
  );
}
