import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  ASSET_STATUSES,
  assetInput,
  type ConversionFieldInput,
  conversionFieldDefaults,
  DEFAULT_CURRENCY,
  UNIT_TYPES,
  VALIDATION_ERROR_TITLE,
} from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { failureText } from "../../lib/failureText";
import { fieldErrors } from "../../lib/fieldErrors";
import { useOrgAccess } from "../../lib/orgAccess";
import { type RouterOutputs, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { AssetTypeDialog } from "../asset-types/AssetTypeDialog";
import { type ConversionValue, ConversionValueInput } from "../asset-types/ConversionValueInput";
import { useAssetPageQuery } from "./useAssetPageQuery";

type AssetDetail = RouterOutputs["assets"]["get"];

interface FormValues {
  name: string;
  asset_type_id: string;
  description: string;
  status: string;
  serial_number: string;
  acquisition_date: string;
  parent_asset_id: string | null;
  location: string;
  location_details: string;
  distributor: string;
  cost: number | string;
  current_inventory: number | string;
  unit_type: string;
  currency: string;
  conversion_values: Record<string, ConversionValue>;
}
type Field = keyof FormValues;

const NONE = "__none__";
const UNIT_LABELS: Record<string, string> = {
  each: "Each",
  gallon: "Gallon",
  bucket: "Bucket",
  part: "Part",
  linear_foot: "Linear foot",
  square_foot: "Square foot",
  pound: "Pound",
  kilogram: "Kilogram",
  box: "Box",
  case: "Case",
  set: "Set",
};

function emptyValues(): FormValues {
  return {
    name: "",
    asset_type_id: "",
    description: "",
    status: "active",
    serial_number: "",
    acquisition_date: "",
    parent_asset_id: null,
    location: "",
    location_details: "",
    distributor: "",
    cost: 0,
    current_inventory: 0,
    unit_type: "each",
    currency: DEFAULT_CURRENCY,
    conversion_values: {},
  };
}

function valuesOf(asset: AssetDetail): FormValues {
  const m = asset.metadata;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : 0);
  const conversion: Record<string, ConversionValue> = {};
  for (const field of asset.assetType.conversionFields) {
    const v = m[field.field_name];
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") conversion[field.field_name] = v;
  }
  return {
    name: asset.name,
    asset_type_id: asset.assetType.id,
    description: asset.description ?? "",
    status: asset.status,
    serial_number: asset.serialNumber ?? "",
    acquisition_date: asset.acquisitionDate ?? "",
    parent_asset_id: asset.parentAssetId,
    location: str(m.location),
    location_details: str(m.location_details),
    distributor: str(m.distributor),
    cost: num(m.cost),
    current_inventory: asset.quantity ?? num(m.current_inventory),
    unit_type: str(m.unit_type) || "each",
    currency: str(m.currency) || DEFAULT_CURRENCY,
    conversion_values: conversion,
  };
}

/** /assets/new and /assets/{id}/edit (spec 02 §2 "Add/edit form", §5 "Asset form"). */
export function AssetFormPage({ assetId }: { assetId?: string | undefined }) {
  const { hasOrganization, canWrite } = useOrgAccess();
  const { query: existing, notFound } = useAssetPageQuery(assetId, { enabled: hasOrganization });

  if (!hasOrganization) {
    return (
      <Alert color="red" title="No Organization Selected">
        Please select an organization to add assets.
      </Alert>
    );
  }
  if (!canWrite) {
    return (
      <Alert color="yellow" title="Read-only access">
        Viewers cannot add or edit assets.
      </Alert>
    );
  }
  if (assetId) {
    if (existing.isPending || notFound) return <PageLoader />;
    if (existing.isError) {
      return (
        <Alert color="red" title="Error">
          Failed to load asset data
        </Alert>
      );
    }
    if (existing.data.isDeleted) {
      return (
        <Alert color="yellow" title="This asset has been deleted">
          Restore it from its page before editing.{" "}
          <Anchor renderRoot={(props) => <Link to="/assets/$id" params={{ id: existing.data.id }} {...props} />}>
            Go to the asset
          </Anchor>
        </Alert>
      );
    }
    return <AssetForm asset={existing.data} />;
  }
  return <AssetForm asset={null} />;
}

function AssetForm({ asset }: { asset: AssetDetail | null }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<FormValues>(() => (asset ? valuesOf(asset) : emptyValues()));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [typeDialogOpen, setTypeDialogOpen] = useState(false);
  const types = trpc.assetTypes.options.useQuery();
  const create = trpc.assets.create.useMutation();
  const update = trpc.assets.update.useMutation();
  const saving = create.isPending || update.isPending;

  // The type's conversion fields (an archived current type still shows its own).
  const selectedType = types.data?.find((t) => t.id === values.asset_type_id);
  const conversionFields: readonly ConversionFieldInput[] =
    selectedType?.conversionFields ??
    (asset && asset.assetType.id === values.asset_type_id ? asset.assetType.conversionFields : []);

  // New conversion fields start at their defaults (1 for convert_*, else the default or 0).
  const seededFor = useRef<string | null>(asset ? values.asset_type_id : null);
  useEffect(() => {
    if (!selectedType || seededFor.current === selectedType.id) return;
    seededFor.current = selectedType.id;
    const defaults = conversionFieldDefaults(selectedType.conversionFields);
    setValues((v) => ({ ...v, conversion_values: { ...defaults, ...v.conversion_values } }));
  }, [selectedType]);

  function change(patch: Partial<FormValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as Field[]) delete next[key];
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = conversionFields.find((f) => {
      const v = values.conversion_values[f.field_name];
      return f.required && (v === undefined || v === null || v === "");
    });
    const parsed = assetInput.safeParse(values);
    if (!parsed.success || missing) {
      const found = parsed.success ? {} : fieldErrors<Field>(parsed.error);
      if (missing) found.conversion_values = `${missing.label} is required`;
      setErrors(found);
      notifications.show({
        color: "red",
        title: VALIDATION_ERROR_TITLE,
        message:
          (parsed.success ? undefined : parsed.error.issues[0]?.message) ??
          found.conversion_values ??
          "Please check the form.",
      });
      return;
    }
    // Only the current type's conversion values travel.
    const names = new Set(conversionFields.map((f) => f.field_name));
    const data = {
      ...parsed.data,
      conversion_values: Object.fromEntries(
        Object.entries(parsed.data.conversion_values).filter(([k]) => names.has(k)),
      ),
    };
    const onError = (fallback: string) => (error: unknown) => {
      const serverFields = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> } }).data
        ?.fieldErrors;
      if (serverFields) {
        const found: Partial<Record<Field, string>> = {};
        for (const [k, messages] of Object.entries(serverFields)) if (messages?.[0]) found[k as Field] = messages[0];
        setErrors(found);
      }
      notifications.show({ color: "red", title: "Error", message: failureText(error, fallback) });
    };
    if (asset) {
      update.mutate(
        { id: asset.id, values: data },
        {
          onSuccess: () => {
            notifications.show({ color: "green", title: "Success", message: "Asset updated successfully" });
            void utils.assets.invalidate();
            void navigate({ to: "/assets/$id", params: { id: asset.id } });
          },
          onError: onError("Failed to update asset"),
        },
      );
    } else {
      create.mutate(data, {
        onSuccess: (created) => {
          notifications.show({
            color: "green",
            title: "Success",
            message: `Asset "${created.name}" created with initial inventory`,
          });
          void utils.assets.invalidate();
          void utils.assetTypes.invalidate();
          void navigate({ to: "/assets/$id", params: { id: created.id } });
        },
        onError: onError("Failed to create asset"),
      });
    }
  }

  const today = new Date().toISOString().slice(0, 10);
  const back = asset ? (
    <Anchor size="sm" renderRoot={(props) => <Link to="/assets/$id" params={{ id: asset.id }} {...props} />}>
      ← Back to {asset.name}
    </Anchor>
  ) : (
    <Anchor size="sm" renderRoot={(props) => <Link to="/assets" {...props} />}>
      ← Back to Assets
    </Anchor>
  );

  return (
    <Stack gap="lg" maw={900}>
      {back}
      <Title order={1} fz="h2">
        {asset ? "Edit Asset" : "Add New Asset"}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb="md">
              Asset Information
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Name"
                required
                data-autofocus
                value={values.name}
                error={errors.name}
                onChange={(e) => change({ name: e.currentTarget.value })}
              />
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Select
                  label="Asset type"
                  required
                  style={{ flex: 1 }}
                  placeholder={types.isPending ? "Loading asset types…" : "Select an asset type"}
                  searchable
                  data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                  value={values.asset_type_id || null}
                  error={errors.asset_type_id ?? (types.isError ? "Failed to load asset types" : undefined)}
                  onChange={(v) => change({ asset_type_id: v ?? "" })}
                  nothingFoundMessage="No asset types"
                />
                <Button variant="light" onClick={() => setTypeDialogOpen(true)}>
                  New Type
                </Button>
              </Group>
              <Select
                label="Status"
                data={ASSET_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))}
                value={values.status}
                allowDeselect={false}
                error={errors.status}
                onChange={(v) => v && change({ status: v })}
              />
              <TextInput
                label="Serial number"
                value={values.serial_number}
                onChange={(e) => change({ serial_number: e.currentTarget.value })}
              />
              <TextInput
                label="Acquisition date"
                type="date"
                min="1970-01-01"
                max={today}
                value={values.acquisition_date}
                error={errors.acquisition_date}
                onChange={(e) => change({ acquisition_date: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Textarea
              mt="sm"
              label="Description"
              autosize
              minRows={2}
              value={values.description}
              onChange={(e) => change({ description: e.currentTarget.value })}
            />
          </Card>

          {conversionFields.length > 0 ? (
            <Card withBorder padding="lg" data-testid="conversion-values-card">
              <Title order={2} fz="h4">
                {selectedType ? `${selectedType.name} Conversion Values` : "Conversion Values"}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Values this asset type uses in its forms and formulas.
              </Text>
              {errors.conversion_values ? (
                <Text c="red" size="sm" mb="sm">
                  {errors.conversion_values}
                </Text>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {conversionFields.map((field) => (
                  <ConversionValueInput
                    key={field.field_name}
                    field={field}
                    value={values.conversion_values[field.field_name]}
                    onChange={(v) =>
                      change({ conversion_values: { ...values.conversion_values, [field.field_name]: v } })
                    }
                  />
                ))}
              </SimpleGrid>
            </Card>
          ) : null}

          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb="md">
              Relationships & Location
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ParentAssetSelect
                assetId={asset?.id}
                value={values.parent_asset_id}
                initialLabel={asset?.parentAssetName ?? null}
                error={errors.parent_asset_id}
                onChange={(id) => change({ parent_asset_id: id })}
              />
              <TextInput
                label="Location"
                value={values.location}
                onChange={(e) => change({ location: e.currentTarget.value })}
              />
              <TextInput
                label="Location details"
                value={values.location_details}
                onChange={(e) => change({ location_details: e.currentTarget.value })}
              />
            </SimpleGrid>
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb="md">
              Additional Details
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label="Cost"
                min={0}
                decimalScale={2}
                value={values.cost}
                error={errors.cost}
                onChange={(v) => change({ cost: v })}
              />
              <TextInput
                label="Currency"
                maxLength={3}
                value={values.currency}
                error={errors.currency}
                onChange={(e) => change({ currency: e.currentTarget.value.toUpperCase() })}
              />
              <Select
                label="Unit type"
                data={UNIT_TYPES.map((u) => ({ value: u, label: UNIT_LABELS[u] ?? u }))}
                value={values.unit_type}
                allowDeselect={false}
                onChange={(v) => v && change({ unit_type: v })}
              />
              {asset ? (
                <TextInput
                  label="Current inventory"
                  value={String(asset.quantity ?? 0)}
                  readOnly
                  description="Stock changes through inventory checks."
                />
              ) : (
                <NumberInput
                  label="Initial inventory"
                  min={0}
                  allowDecimal={false}
                  value={values.current_inventory}
                  error={errors.current_inventory}
                  onChange={(v) => change({ current_inventory: v })}
                />
              )}
              <TextInput
                label="Distributor"
                value={values.distributor}
                onChange={(e) => change({ distributor: e.currentTarget.value })}
              />
            </SimpleGrid>
          </Card>

          <Group justify="flex-end">
            <Button
              variant="default"
              renderRoot={(props) =>
                asset ? (
                  <Link to="/assets/$id" params={{ id: asset.id }} {...props} />
                ) : (
                  <Link to="/assets" {...props} />
                )
              }
            >
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {asset ? "Save Changes" : "Create Asset"}
            </Button>
          </Group>
        </Stack>
      </form>

      <AssetTypeDialog
        opened={typeDialogOpen}
        mode={{ kind: "inline" }}
        onClose={() => setTypeDialogOpen(false)}
        onSaved={(saved) => {
          void utils.assetTypes.options.invalidate().then(() => change({ asset_type_id: saved.id }));
        }}
      />
    </Stack>
  );
}

/** Parent asset: 'None' or one found by a server-side search (never the whole list). */
function ParentAssetSelect({
  assetId,
  value,
  initialLabel,
  error,
  onChange,
}: {
  assetId: string | undefined;
  value: string | null;
  initialLabel: string | null;
  error: string | undefined;
  onChange: (id: string | null) => void;
}) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [labels, setLabels] = useState<Record<string, string>>(() =>
    value && initialLabel ? { [value]: initialLabel } : {},
  );
  const selectedLabel = value ? labels[value] : "None";
  // While the box shows the chosen name, list around it rather than searching for it.
  const term = debounced === selectedLabel ? "" : debounced;
  const options = trpc.assets.options.useQuery(
    { search: term, excludeId: assetId ?? null, includeId: value },
    { placeholderData: (previous) => previous },
  );
  const data = [
    { value: NONE, label: "None" },
    ...(options.data ?? [])
      .filter((o) => o.id !== assetId)
      .map((o) => ({ value: o.id, label: o.assetId ? `${o.name} (${o.assetId})` : o.name })),
  ];
  return (
    <Select
      label="Parent asset"
      searchable
      data={data}
      value={value ?? NONE}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? "Searching…" : "No assets found"}
      allowDeselect={false}
      onChange={(v, option) => {
        if (!v || v === NONE) {
          onChange(null);
          return;
        }
        if (option) setLabels((l) => ({ ...l, [v]: option.label }));
        onChange(v);
      }}
    />
  );
}
