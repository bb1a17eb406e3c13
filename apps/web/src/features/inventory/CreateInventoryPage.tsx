import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  DEFAULT_INVENTORY_STATUS,
  INVENTORY_EXISTS_DETAIL,
  INVENTORY_STATUSES,
  inventoryCreateInput,
} from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useZodForm } from "../../lib/form";
import { coreText, inventoryStatusText } from "../../lib/inventoryText";
import { type RouterOutputs, trpc, trpcErrorCode } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { NumberField } from "../../ui/NumberField";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink, ButtonLink } from "../../ui/RouterLinks";
import { InventoryFormCard } from "./InventoryFormCard";
import { InventoryGate } from "./InventoryGate";
import { useAssetInventory } from "./useAssetInventory";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

/**
 * Where a new item leads: /inventory/add/{assetId} → the item; /inventory/add-for-asset/{assetId}
 * → the asset; /assets/{assetId}/inventory/create → the overview.
 */
export type CreateInventoryMode = "add" | "add-for-asset" | "asset-create";

type Summary = RouterOutputs["inventory"]["items"]["forAsset"]["summary"];

const STATUS_OPTIONS = () => INVENTORY_STATUSES.map((s) => ({ value: s, label: inventoryStatusText(s) }));

/**
 * Sets up the inventory of an asset (spec 02 "Add inventory for an asset", create route):
 * initial quantity (whole number ≥ 0), location, status, notes. An asset that already has an
 * item goes to it (add routes) or says so with 'View Existing Inventory Item' (create route).
 */
export function CreateInventoryPage({ assetId, mode }: { assetId: string; mode: CreateInventoryMode }) {
  const { t } = useLingui();
  const load = useAssetInventory(assetId);
  return (
    <InventoryGate
      load={load}
      loadError={t`Failed to load asset details`}
      leaveTo={mode === "asset-create" ? "/assets" : "/inventory/add"}
    >
      {({ summary }) => (
        <CreateInventory assetId={assetId} mode={mode} summary={summary} refetch={() => void load.query.refetch()} />
      )}
    </InventoryGate>
  );
}

function CreateInventory({
  assetId,
  mode,
  summary,
  refetch,
}: {
  assetId: string;
  mode: CreateInventoryMode;
  summary: Summary;
  refetch: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const create = trpc.inventory.items.createForAsset.useMutation();
  const form = useZodForm<{ quantity: string; location: string; status: string; notes: string }>(inventoryCreateInput, {
    initialValues: { quantity: "0", location: "", status: DEFAULT_INVENTORY_STATUS, notes: "" },
  });
  const existingId = summary.inventory_item_id ?? null;
  const opensExisting = existingId !== null && mode !== "asset-create";
  useEffect(() => {
    if (opensExisting) void navigate({ to: "/inventory/item/$id", params: { id: existingId }, replace: true });
  }, [opensExisting, existingId, navigate]);
  if (opensExisting) return <PageLoader />;

  const header = (
    <>
      {mode === "asset-create" ? (
        <BackLink to="/assets/$assetId/inventory" params={{ assetId }}>
          <Trans>← Back to Asset Inventory</Trans>
        </BackLink>
      ) : (
        <BackLink to="/inventory/action/$assetId" params={{ assetId }}>
          <Trans>← Back</Trans>
        </BackLink>
      )}
      <PageHeader title={t`Create Inventory`} description={`${summary.asset_name} · ${summary.asset_type_name}`} />
    </>
  );
  if (existingId) {
    return (
      <Stack gap="lg" maw={640}>
        {header}
        <Alert color="yellow" title={t`Inventory already exists for this asset`}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{coreText(INVENTORY_EXISTS_DETAIL)}</Text>
            <ButtonLink size="xs" to="/inventory/item/$id" params={{ id: existingId }}>
              <Trans>View Existing Inventory Item</Trans>
            </ButtonLink>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const submit = form.onSubmit(
    (values) =>
      void feedback.save(() => create.mutateAsync({ assetId, ...inventoryCreateInput.parse(values) }), {
        success: t`Inventory created successfully`,
        failure: t`Failed to create inventory`,
        form,
        onError: (error) => {
          if (trpcErrorCode(error) === "CONFLICT") refetch();
        },
        onDone: (r) => {
          if (mode === "add") void navigate({ to: "/inventory/item/$id", params: { id: r.inventoryItemId } });
          else if (mode === "add-for-asset") void navigate({ to: "/assets/$id", params: { id: assetId } });
          else void navigate({ to: "/assets/$assetId/inventory", params: { assetId } });
        },
      }),
  );

  return (
    <Stack gap="lg" maw={640}>
      {header}
      <InventoryFormCard onSubmit={submit} submitLabel={t`Create Inventory`} loading={create.isPending}>
        <NumberField label={t`Initial quantity`} whole withAsterisk {...form.getInputProps("quantity")} />
        <TextInput label={t`Location`} {...form.getInputProps("location")} />
        <Select label={t`Status`} data={STATUS_OPTIONS()} allowDeselect={false} {...form.getInputProps("status")} />
        <Textarea label={t`Notes`} autosize minRows={2} {...form.getInputProps("notes")} />
      </InventoryFormCard>
    </Stack>
  );
}
