import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Code, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  DEFAULT_ORGANIZATION_PAGE_SIZE,
  DEFAULT_ORGANIZATION_SORT,
  ORGANIZATION_PAGE_SIZES,
  ORGANIZATION_SORT_COLUMNS,
  organizationListPage,
  type PlatformSearch,
} from "@stockroom/core";
import { useState } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { listPagingProps } from "../../lib/listPaging";
import type { ListStateOptions } from "../../lib/listState";
import { useSearchBox } from "../../lib/listState";
import { useSession } from "../../lib/session";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { DataTable, sortStatusOf } from "../../ui/DataTable";
import { PublishAnnouncementDialog } from "../notifications/PublishAnnouncementDialog";
import { CreateOrganizationDialog } from "./CreateOrganizationDialog";
import { ManageOrganizationDialog } from "./ManageOrganizationDialog";
import { PlatformAccessDenied } from "./PlatformAccessDenied";

type Organization = RouterOutputs["platform"]["organizations"]["list"][number];

interface Props {
  search: PlatformSearch;
  onSearchChange: (patch: Partial<PlatformSearch>, options?: ListStateOptions) => void;
}

/** Platform Management Dashboard (spec 01 §2), for platform operators. */
export function PlatformDashboardPage(props: Props) {
  const session = useSession();
  if (!session?.isOperator) return <PlatformAccessDenied />;
  return <PlatformDashboard {...props} />;
}

/** Closing the Manage dialog forgets its tab and members list too. */
const CLOSED_DIALOG: Partial<PlatformSearch> = {
  manage: undefined,
  tab: undefined,
  msearch: undefined,
  mrole: undefined,
  msort: undefined,
  mdir: undefined,
  mpage: undefined,
  msize: undefined,
};

/**
 * Every organization on the installation: search, sort and page in the URL, and the
 * organization whose Manage dialog is open (opening it adds a history entry, so Back
 * closes it and shows the same list).
 */
function PlatformDashboard({ search, onSearchChange }: Props) {
  const { t } = useLingui();
  const organizations = trpc.platform.organizations.list.useQuery();
  const format = useDateFormat();
  const [creating, setCreating] = useState(false);
  const [announcing, setAnnouncing] = useState(false);
  const box = useSearchBox(search.search, (next) => onSearchChange({ search: next }));
  const view = organizationListPage(organizations.data ?? [], search);
  // Changes inside the dialog leave the organizations list's page as it is.
  const onDialogChange = (patch: Partial<PlatformSearch>) => onSearchChange(patch, { keepPage: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            <Trans>Platform Management Dashboard</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Every organization on this installation.</Trans>
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => void organizations.refetch()}
            loading={organizations.isRefetching}
            data-testid="refresh-organizations"
          >
            <Trans>Refresh</Trans>
          </Button>
          <Button variant="default" onClick={() => setAnnouncing(true)} data-testid="open-publish-announcement">
            <Trans>Publish announcement</Trans>
          </Button>
          <Button onClick={() => setCreating(true)} data-testid="open-create-organization">
            <Trans>Create Organization</Trans>
          </Button>
        </Group>
      </Group>

      <TextInput
        aria-label={t`Search organizations`}
        placeholder={t`Search by name, description or ID...`}
        value={box.value}
        onChange={box.onChange}
        maw={420}
        data-testid="organization-search"
      />
      <DataTable<Organization>
        label={t`Organizations`}
        data-testid="organizations-table"
        records={view.records}
        fetching={organizations.isPending}
        error={
          organizations.isError
            ? {
                title: t`Failed to load organizations`,
                message: errorMessage(organizations.error, t`Please try again.`),
              }
            : null
        }
        customRowAttributes={(org) => ({ "data-testid": "organization-row", "data-name": org.name })}
        columns={[
          {
            accessor: "name",
            title: t`Name`,
            sortable: true,
            render: (org) => (
              <Text size="sm" fw={500}>
                {org.name}
              </Text>
            ),
          },
          { accessor: "members", title: t`Members`, sortable: true, render: (org) => org.memberCount },
          { accessor: "admins", title: t`Admins`, sortable: true, render: (org) => org.adminCount },
          {
            accessor: "description",
            title: t`Description`,
            render: (org) => (
              <Text size="sm" c={org.description ? undefined : "dimmed"} lineClamp={2}>
                {org.description ?? "—"}
              </Text>
            ),
          },
          { accessor: "created", title: t`Created`, sortable: true, render: (org) => format.date(org.createdAt) },
          { accessor: "id", title: t`ID`, render: (org) => <Code fz="xs">{org.id}</Code> },
          {
            accessor: "actions",
            title: t`Actions`,
            render: (org) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => onSearchChange({ manage: org.id }, { keepPage: true, push: true })}
                data-testid="manage-organization"
              >
                <Trans>Manage</Trans>
              </Button>
            ),
          },
        ]}
        sortStatus={sortStatusOf(search.sort, search.dir, DEFAULT_ORGANIZATION_SORT)}
        onSortStatusChange={({ columnAccessor, direction }) =>
          onSearchChange({ sort: ORGANIZATION_SORT_COLUMNS.find((c) => c === columnAccessor), dir: direction })
        }
        {...listPagingProps(view, ORGANIZATION_PAGE_SIZES, DEFAULT_ORGANIZATION_PAGE_SIZE, onSearchChange)}
        empty={
          search.search
            ? { title: t`No organizations match`, description: t`Try another search.` }
            : { title: t`No organizations yet. Create the first one.` }
        }
      />

      <CreateOrganizationDialog opened={creating} onClose={() => setCreating(false)} />
      <PublishAnnouncementDialog opened={announcing} onClose={() => setAnnouncing(false)} />
      <ManageOrganizationDialog
        search={search}
        onSearchChange={onDialogChange}
        onClose={() => onDialogChange(CLOSED_DIALOG)}
      />
    </Stack>
  );
}
