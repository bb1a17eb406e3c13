import { Button, Card, Group, List, Stack, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE, formsListPage } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { useListState, useSearchBox } from "../../lib/listState";
import { useOrgAccess } from "../../lib/orgAccess";
import { formsRoute } from "../../routes/forms";
import { trpc } from "../../trpc";
import { AssetTypeFilterBar } from "../../ui/AssetTypeFilterBar";
import { NoOrganization } from "../../ui/NoOrganization";
import { AssetTypePickerDialog } from "./AssetTypePickerDialog";
import { FormsTable } from "./FormsTable";
import { useFormListActions } from "./useFormListActions";

const ONBOARDING_STEPS = [
  "Create a form and pick the asset type it is for.",
  "Add fields: counts that add to, subtract from or set the stock, and calculated fields.",
  "Link it to the asset type as its intake or inventory form and submit it for an asset.",
];

function EmptyTab({ archived, canWrite, onCreate }: { archived: boolean; canWrite: boolean; onCreate: () => void }) {
  if (archived) {
    return (
      <Card withBorder padding="xl" radius="md">
        <Text c="dimmed">No archived forms. Archived forms appear here and can be restored.</Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          No active forms yet
        </Title>
        <Text size="sm" c="dimmed">
          Forms collect data about your assets and can move stock when submitted. Get started in three steps:
        </Text>
        <List type="ordered" size="sm" spacing="xs">
          {ONBOARDING_STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {canWrite ? (
          <Button w="fit-content" onClick={onCreate}>
            Create Your First Form
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
      <NoOrganization title="No Organization Selected" color="yellow">
        <Text size="sm">Please select an organization using the switcher in the header to view forms.</Text>
        <Text size="sm">Forms are organization-specific and require an active organization context.</Text>
      </NoOrganization>
    );
  }

  const counts = list.data?.counts;
  const [requiredTitle, requiredMessage] = ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE.split(": ");
  const all = list.data?.forms ?? [];
  const shown = formsListPage(all, search);
  const filtered = Boolean(search.search || search.type);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Forms
          </Title>
          <Group gap="lg">
            <Text size="sm" c="dimmed" data-testid="active-count">
              Active Forms: {counts?.active ?? "…"}
            </Text>
            <Text size="sm" c="dimmed" data-testid="archived-count">
              Archived: {counts?.archived ?? "…"}
            </Text>
          </Group>
        </Stack>
        {canWrite ? (
          <Button disabled={archived} onClick={() => setPicking(true)}>
            Create Form
          </Button>
        ) : null}
      </Group>

      <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === "archived" ? "archived" : undefined })}>
        <Tabs.List>
          <Tabs.Tab value="active">Active Forms ({counts?.active ?? 0})</Tabs.Tab>
          <Tabs.Tab value="archived">Archived Forms ({counts?.archived ?? 0})</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <AssetTypeFilterBar
        searchLabel="Search forms"
        searchPlaceholder="Search forms..."
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
          error={list.isError ? { message: `Failed to load ${tab} forms`, onRetry: () => void list.refetch() } : null}
          empty={{ title: "No forms match the search", description: "Try another term or asset type." }}
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
