import { Alert, Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { PageLoader } from "../../ui/LoadingScreen";
import { AssetDetailsTab } from "./AssetDetailsTab";
import { AssetFormsTab } from "./AssetFormsTab";
import { AssetHistoryTab } from "./AssetHistoryTab";
import { AssetInventoryTab } from "./AssetInventoryTab";
import { AssetQrPanel } from "./AssetQrPanel";
import type { AssetDetail } from "./assetFormValues";
import { useAssetPageQuery } from "./useAssetPageQuery";

/** /assets/{id}: tabs details, inventory, qr-code, forms and history; Settings and Delete (spec 02 §2). */
export function AssetDetailPage({ id }: { id: string }) {
  const { query, notFound } = useAssetPageQuery(id);

  if (query.isPending || notFound) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title="Error">
        Failed to load asset data
      </Alert>
    );
  }
  return <AssetDetailView asset={query.data} />;
}

function AssetDetailView({ asset }: { asset: AssetDetail }) {
  const { canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const remove = trpc.assets.delete.useMutation();
  const restore = trpc.assets.restore.useMutation();
  const refresh = async () => {
    await Promise.all([utils.assets.invalidate(), utils.assetTypes.invalidate()]);
  };

  function confirmDelete() {
    confirmAction({
      title: "Delete asset?",
      message: `"${asset.name}" will be removed from the asset list. Its inventory history is kept and the asset can be restored.`,
      confirmLabel: "Delete",
      danger: true,
      run: () => remove.mutateAsync({ id: asset.id }),
      success: { title: "Asset Deleted", message: `"${asset.name}" has been deleted.` },
      failure: (error) => ({ message: failureText(error, "Failed to delete asset") }),
      onDone: () => {
        void refresh();
        void navigate({ to: "/assets" });
      },
    });
  }

  function handleRestore() {
    void runAction({
      run: () => restore.mutateAsync({ id: asset.id }),
      success: { title: "Asset Restored", message: `"${asset.name}" has been restored.` },
      failure: (error) => ({ message: failureText(error, "Failed to restore asset") }),
      onDone: () => void refresh(),
    });
  }

  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/assets" {...props} />}>
        ← Back to Assets
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {asset.name}
            </Title>
            <AssetStatusBadge status={asset.status} />
            {asset.isDeleted ? (
              <Badge color="red" variant="light">
                Deleted
              </Badge>
            ) : null}
          </Group>
          <AssetTypeTag name={asset.assetType.name} color={asset.assetType.color} />
        </Stack>
        {canWrite && !asset.isDeleted ? (
          <Group gap="xs">
            <Button
              variant="default"
              renderRoot={(props) => <Link to="/assets/$id/edit" params={{ id: asset.id }} {...props} />}
            >
              Settings
            </Button>
            <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>

      {asset.isDeleted ? (
        <Alert color="yellow" title="This asset has been deleted">
          <Group justify="space-between">
            <Text size="sm">It no longer appears in the asset list. Restore it to use it again.</Text>
            {canWrite ? (
              <Button size="xs" onClick={handleRestore} loading={restore.isPending}>
                Restore Asset
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}

      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="inventory">Inventory</Tabs.Tab>
          <Tabs.Tab value="qr-code">QR Code</Tabs.Tab>
          <Tabs.Tab value="forms">Forms</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <AssetDetailsTab asset={asset} />
        </Tabs.Panel>
        <Tabs.Panel value="inventory" pt="md">
          <AssetInventoryTab asset={asset} />
        </Tabs.Panel>
        <Tabs.Panel value="qr-code" pt="md">
          <AssetQrPanel assetId={asset.id} />
        </Tabs.Panel>
        <Tabs.Panel value="forms" pt="md">
          <AssetFormsTab assetId={asset.id} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <AssetHistoryTab assetId={asset.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
