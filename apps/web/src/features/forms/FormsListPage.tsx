import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, List, Stack, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE, formsListPage } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { formatNumber } from "../../i18n/format";
import { useListState, useSearchBox } from "../../lib/listState";
import { useOrgAccess } from "../../lib/orgAccess";
import { formsRoute } from "../../routes/forms";
import { trpc } from "../../trpc";
import { AssetTypeFilterBar } from "../../ui/AssetTypeFilterBar";
import { NoOrganization } from "../../ui/NoOrganization";
import { AssetTypePickerDialog } from "./AssetTypePickerDialog";
import { FormsTable } from "./FormsTable";
import { useFormListActions } from "./useFormListActions";

const ONBOARDING_STEPS = () => [
  i18n._(msg`Create a form and pick the asset type it is for.`),
  i18n._(msg`Add fields: counts that add to, subtract from or set the stock, and calculated fields.`),
  i18n._(msg`Link it to the asset type as its intake or inventory form and submit it for an asset.`),
];

function EmptyTab({ archived, canWrite, onCreate }: { archived: boolean; canWrite: boolean; onCreate: () => void }) {
  if (archived) {
    return (
      <Card withBorder padding="xl" radius="md">
        <Text c="dimmed">
          <Trans>No archived forms. Archived forms appear here and can be restored.</Trans>
        </Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>No active forms yet</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Forms collect data about your assets and can move stock when submitted. Get started in three steps:
          </Trans>
        </Text>
        <List type="ordered" size="sm" spacing="xs">
          {ONBOARDING_STEPS().map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {canWrite ? (
          <Button w="fit-content" onClick={onCreate}>
            <Trans>Create Your First Form</Trans>
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * /forms (spec 02 "Forms"): counters, Active and Archived tabs, and the tab's forms as a
 * table with search, an asset type filter, sort and pages — all kept in the URL.
 */
export function FormsListPage() {
  const { t } = useLingui();
  const [search, onSearchChange] = useListState(formsRoute);
  const { hasOrganization, canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const archived = search.tab === "archived";
  const tab = archived ? "archived" : "active";
  const list = trpc.forms.list.useQuery({ archived }, { enabled: hasOrganization });
  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: hasOrganization });
  const actions = useFormListActions();
  const box = useSearchBox(
    search.search,
    useCallback((next: string | undefined) => onSearchChange({ search: next }), [onSearchChange]),
  );

  if (!hasOrganization) {
    return (
      <NoOrganization title={t`No Organization Selected`} color="yellow">
        <Text size="sm">
          <Trans>Please select an organization using the switcher in the header to view forms.</Trans>
        </Text>
        <Text size="sm">
          <Trans>Forms are organization-specific and require an active organization context.</Trans>
        </Text>
      </NoOrganization>
    );
  }

  const counts = list.data?.counts;
  const activeCount = counts ? formatNumber(counts.active) : "…";
  const archivedCount = counts ? formatNumber(counts.archived) : "…";
  const activeTotal = formatNumber(counts?.active ?? 0);
  const archivedTotal = formatNumber(counts?.archived ?? 0);
  const [requiredTitle, requiredMessage] = ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE.split(": ");
  const all = list.data?.forms ?? [];
  const shown = formsListPage(all, search);
  const filtered = Boolean(search.search || search.type);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            <Trans>Forms</Trans>
          </Title>
          <Group gap="lg">
            <Text size="sm" c="dimmed" data-testid="active-count">
              <Trans>Active Forms: {activeCount}</Trans>
            </Text>
            <Text size="sm" c="dimmed" data-testid="archived-count">
              <Trans>Archived: {archivedCount}</Trans>
            </Text>
          </Group>
        </Stack>
        {canWrite ? (
          <Button disabled={archived} onClick={() => setPicking(true)}>
            <Trans>Create Form</Trans>
          </Button>
        ) : null}
      </Group>

      <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === "archived" ? "archived" : undefined })}>
        <Tabs.List>
          <Tabs.Tab value="active">
            <Trans>Active Forms ({activeTotal})</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="archived">
            <Trans>Archived Forms ({archivedTotal})</Trans>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <AssetTypeFilterBar
        searchLabel={t`Search forms`}
        searchPlaceholder={t`Search forms...`}
        searchBox={box}
        types={types.data}
        typeId={search.type}
        onTypeChange={(type) => onSearchChange({ type })}
        selectProps={{ "data-testid": "forms-type-filter" }}
      />

      {list.isSuccess && all.length === 0 && !filtered ? (
        <EmptyTab archived={archived} canWrite={canWrite} onCreate={() => setPicking(true)} />
      ) : (
        <FormsTable
          records={shown.records}
          total={shown.total}
          page={shown.page}
          search={search}
          onSearchChange={onSearchChange}
          canWrite={canWrite}
          actions={actions}
          fetching={list.isPending}
          error={
            list.isError
              ? {
                  message: tab === "archived" ? t`Failed to load archived forms` : t`Failed to load active forms`,
                  onRetry: () => void list.refetch(),
                }
              : null
          }
          empty={{ title: t`No forms match the search`, description: t`Try another term or asset type.` }}
        />
      )}

      <AssetTypePickerDialog
        opened={picking}
        onPick={(type) => {
          setPicking(false);
          void navigate({ to: "/forms/new", search: { assetType: type.id } });
        }}
        onCancel={() => {
          setPicking(false);
          notifications.show({ color: "yellow", title: requiredTitle, message: requiredMessage });
        }}
      />
    </Stack>
  );
}
