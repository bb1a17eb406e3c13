import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Select, Stack, Switch, TextInput } from "@mantine/core";
import type { AssetsSearch } from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useCallback, useLayoutEffect } from "react";
import { dropFirstPaint } from "../../lib/firstPaint";
import { useSearchBox } from "../../lib/listState";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { ExportAssetsButton } from "../import/ExportAssetsButton";
import { type AssetsSearchChange, AssetsTable } from "./AssetsTable";
import { assetsListInput, assetTypeFilter } from "./assetsListQuery";

/** Spec 02 §2: status filter All, Active, Maintenance, Retired. */
const STATUS_OPTIONS = (): { value: NonNullable<AssetsSearch["status"]> | "all"; label: string }[] => [
  { value: "all", label: i18n._(msg`All`) },
  { value: "active", label: i18n._(msg`Active`) },
  { value: "maintenance", label: i18n._(msg`Maintenance`) },
  { value: "retired", label: i18n._(msg`Retired`) },
];

/**
 * /assets 'Asset Management': search, status and type filters, sorting and paging on the
 * server (an organization can hold tens of thousands of assets; one page travels at a time).
 * What is listed lives in the URL, so reload, back and a shared link show the same view.
 */
export function AssetsPage({ search, onSearchChange }: { search: AssetsSearch; onSearchChange: AssetsSearchChange }) {
  const { t } = useLingui();
  const { hasOrganization, canWrite, canImport } = useOrgAccess();
  const commitTerm = useCallback((term: string | undefined) => onSearchChange({ search: term }), [onSearchChange]);
  const searchBox = useSearchBox(search.search, commitTerm);
  const assetTypeId = assetTypeFilter(search);

  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: hasOrganization });
  const list = trpc.assets.list.useQuery(assetsListInput(search), {
    enabled: hasOrganization,
    placeholderData: keepPreviousData,
  });

  // No list to take over from a drawing of it (lib/firstPaint.ts): the notice shows at once.
  useLayoutEffect(() => {
    if (!hasOrganization) dropFirstPaint();
  }, [hasOrganization]);

  if (!hasOrganization) return <NoOrganization />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Asset Management`}
        description={t`Everything your organization tracks, with its type, status and stock.`}
        actions={
          <>
            <Button variant="default" renderRoot={(props) => <Link to="/asset-types" {...props} />}>
              <Trans>Asset Types</Trans>
            </Button>
            <Button variant="default" renderRoot={(props) => <Link to="/assets/qr-manager" {...props} />}>
              <Trans>QR Manager</Trans>
            </Button>
            <ExportAssetsButton />
            {canImport ? (
              <Button variant="default" renderRoot={(props) => <Link to="/assets/import" {...props} />}>
                <Trans>Import assets</Trans>
              </Button>
            ) : null}
            {canWrite ? (
              <Button renderRoot={(props) => <Link to="/assets/new" {...props} />}>
                <Trans>Add Asset</Trans>
              </Button>
            ) : null}
          </>
        }
      />

      <Group gap="md" align="flex-end">
        <TextInput
          label={t`Search`}
          placeholder={t`Name, description, serial number or asset ID`}
          w={340}
          value={searchBox.value}
          onChange={searchBox.onChange}
        />
        <Select
          label={t`Status`}
          w={160}
          data={STATUS_OPTIONS()}
          value={search.status ?? "all"}
          allowDeselect={false}
          onChange={(v) => onSearchChange({ status: v === "all" || !v ? undefined : (v as AssetsSearch["status"]) })}
        />
        <Select
          label={t`Type`}
          w={220}
          placeholder={t`All types`}
          clearable
          data={(types.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={assetTypeId}
          onChange={(v) => onSearchChange({ assetType: v ?? undefined })}
        />
        <Switch
          label={t`Show deleted`}
          checked={search.archived === true}
          onChange={(e) => onSearchChange({ archived: e.currentTarget.checked || undefined })}
          mb={8}
        />
      </Group>

      <AssetsTable search={search} onSearchChange={onSearchChange} list={list} canWrite={canWrite} />
    </Stack>
  );
}
