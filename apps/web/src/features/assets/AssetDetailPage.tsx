import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Badge, Button, Group, Stack, Tabs, Text } from "@mantine/core";
import { ASSET_DETAIL_TABS, type AssetDetailTab } from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { PageHeader } from "../../ui/PageHeader";
import { AssetDetailsTab } from "./AssetDetailsTab";
import { AssetFormsTab } from "./AssetFormsTab";
import { AssetHistoryTab } from "./AssetHistoryTab";
import { AssetInventoryTab } from "./AssetInventoryTab";
import { AssetQrPanel } from "./AssetQrPanel";
import type { AssetDetail } from "./assetFormValues";
import { assetPageFallback } from "./assetPageFallback";
import { useAssetPageQuery } from "./useAssetPageQuery";

/** /assets/{id}: tabs details, inventory, qr-code, forms and history; Settings and Delete (spec 02 §2). */
export function AssetDetailPage({
  id,
  tab,
  onTabChange,
}: {
  id: string;
  tab: AssetDetailTab;
  onTabChange: (tab: AssetDetailTab) => void;
}) {
  const { query, notFound } = useAssetPageQuery(id);

  return (
    assetPageFallback(query, notFound) ??
    (query.data ? <AssetDetailView asset={query.data} tab={tab} onTabChange={onTabChange} /> : null)
  );
}

function AssetDetailView({
  asset,
  tab,
  onTabChange,
}: {
  asset: AssetDetail;
  tab: AssetDetailTab;
  onTabChange: (tab: AssetDetailTab) => void;
}) {
  const { t } = useLingui();
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
      title: t`Delete asset?`,
      message: t`"${asset.name}" will be removed from the asset list. Its inventory history is kept and the asset can be restored.`,
      confirmLabel: t`Delete`,
      danger: true,
      run: () => remove.mutateAsync({ id: asset.id }),
      success: { title: t`Asset Deleted`, message: t`"${asset.name}" has been deleted.` },
      failure: (error) => ({ message: failureText(error, t`Failed to delete asset`) }),
      onDone: () => {
        void refresh();
        void navigate({ to: "/assets" });
      },
    });
  }

  function handleRestore() {
    void runAction({
      run: () => restore.mutateAsync({ id: asset.id }),
      success: { title: t`Asset Restored`, message: t`"${asset.name}" has been restored.` },
      failure: (error) => ({ message: failureText(error, t`Failed to restore asset`) }),
      onDone: () => void refresh(),
    });
  }

  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/assets" {...props} />}>
        <Trans>← Back to Assets</Trans>
      </Anchor>
      <Stack gap={6}>
        <PageHeader
          title={asset.name}
          actions={
            canWrite && !asset.isDeleted ? (
              <>
                <Button
                  variant="default"
                  renderRoot={(props) => <Link to="/assets/$id/edit" params={{ id: asset.id }} {...props} />}
                >
                  <Trans>Settings</Trans>
                </Button>
                <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            ) : null
          }
        />
        <Group gap="xs">
          <AssetTypeTag name={asset.assetType.name} color={asset.assetType.color} />
          <AssetStatusBadge status={asset.status} />
          {asset.isDeleted ? (
            <Badge color="red" variant="light">
              <Trans>Deleted</Trans>
            </Badge>
          ) : null}
        </Group>
      </Stack>

      {asset.isDeleted ? (
        <Alert color="yellow" title={t`This asset has been deleted`}>
          <Group justify="space-between">
            <Text size="sm">
              <Trans>It no longer appears in the asset list. Restore it to use it again.</Trans>
            </Text>
            {canWrite ? (
              <Button size="xs" onClick={handleRestore} loading={restore.isPending}>
                <Trans>Restore Asset</Trans>
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}

      <Tabs
        value={tab}
        onChange={(next) => onTabChange(ASSET_DETAIL_TABS.find((item) => item === next) ?? "details")}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details">
            <Trans>Details</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="inventory">
            <Trans>Inventory</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="qr-code">
            <Trans>QR Code</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="forms">
            <Trans>Forms</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="history">
            <Trans>History</Trans>
          </Tabs.Tab>
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
