import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Group, Loader, Modal, Tabs } from "@mantine/core";
import {
  MANAGE_ORGANIZATION_TABS,
  type ManageOrganizationTab,
  type MembersSearch,
  type PlatformSearch,
  platformMembersPatch,
  platformMembersSearch,
} from "@stockroom/core";
import { type RouterOutputs, trpc } from "../../trpc";
import { PendingInvitationsTable } from "../organization/PendingInvitationsTable";
import { DangerZone } from "./DangerZone";
import { PlatformMembersTab } from "./PlatformMembersTab";

export type OrganizationDetails = RouterOutputs["platform"]["organizations"]["details"];

interface Props {
  search: PlatformSearch;
  onSearchChange: (patch: Partial<PlatformSearch>) => void;
  onClose: () => void;
}

/**
 * Manage (the organization in the URL's `manage`): tabs Members (n), Invitations (n,
 * pending) and Danger Zone; the tab and the members list's state are in the URL too.
 */
export function ManageOrganizationDialog({ search, onSearchChange, onClose }: Props) {
  const { t } = useLingui();
  const organizationId = search.manage ?? null;
  const details = trpc.platform.organizations.details.useQuery(
    { organizationId: organizationId ?? "" },
    { enabled: Boolean(organizationId), staleTime: 0 },
  );
  return (
    <Modal
      opened={Boolean(organizationId)}
      onClose={onClose}
      size="xl"
      title={details.data?.organization.name ?? t`Manage organization`}
    >
      {!organizationId ? null : details.isError ? (
        <Alert color="red">
          <Trans>Failed to load organization details.</Trans>
        </Alert>
      ) : !details.data ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <ManageTabs
          organizationId={organizationId}
          details={details.data}
          search={search}
          onSearchChange={onSearchChange}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ManageTabs({
  organizationId,
  details,
  search,
  onSearchChange,
  onClose,
}: Props & { organizationId: string; details: OrganizationDetails }) {
  const pending = details.invitations.filter((i) => !i.expired).length;
  return (
    <Tabs
      value={search.tab ?? "members"}
      onChange={(tab) => {
        const next = MANAGE_ORGANIZATION_TABS.find((item): item is ManageOrganizationTab => item === tab);
        onSearchChange({ tab: next === "members" ? undefined : next });
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="members" data-testid="tab-members">
          <Trans>Members ({details.members.length})</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="invitations" data-testid="tab-invitations">
          <Trans>Invitations ({pending})</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="danger" color="red" data-testid="tab-danger">
          <Trans>Danger Zone</Trans>
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="members" pt="md">
        <PlatformMembersTab
          organizationId={organizationId}
          details={details}
          search={platformMembersSearch(search)}
          onSearchChange={(patch: Partial<MembersSearch>) => onSearchChange(platformMembersPatch(patch))}
        />
      </Tabs.Panel>

      <Tabs.Panel value="invitations" pt="md">
        <PendingInvitationsTable invitations={details.invitations} testId="platform-invitations" />
      </Tabs.Panel>

      <Tabs.Panel value="danger" pt="md">
        <DangerZone organizationId={organizationId} organizationName={details.organization.name} onDeleted={onClose} />
      </Tabs.Panel>
    </Tabs>
  );
}
