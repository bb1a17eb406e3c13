import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import {
  DEFAULT_MEMBER_PAGE_SIZE,
  DEFAULT_MEMBER_SORT,
  MEMBER_PAGE_SIZES,
  MEMBER_SORT_COLUMNS,
  type MembersSearch,
  memberListPage,
  profileDisplayName,
} from "@stockroom/core";
import { useDateFormat } from "../../lib/formatDate";
import { listPagingProps } from "../../lib/listPaging";
import { roleColor, roleLabel } from "../../lib/memberRoles";
import { errorMessage, type RouterOutputs } from "../../trpc";
import { DataTable, type DataTableColumn, sortStatusOf } from "../../ui/DataTable";
import { MemberListFilters } from "../../ui/MemberListFilters";
import { MemberActions } from "./MemberActions";

export type Member = RouterOutputs["organization"]["members"]["list"][number];

/**
 * The organization's members with their activity: search, role filter, sort and page come
 * from the URL. Administrators can toggle a member between admin and member, remove them,
 * or delete their account (after confirmation); everyone else sees the list only.
 */
export function MembersTable({
  members,
  manage,
  selfId,
  search,
  onSearchChange,
  loadError,
  onRetry,
}: {
  members: readonly Member[] | undefined;
  /** A failed load: 'Failed to load organization members', why, and Retry in place of the rows. */
  loadError?: unknown;
  onRetry?: () => void;
  manage: boolean;
  selfId: string;
  search: MembersSearch;
  onSearchChange: (patch: Partial<MembersSearch>) => void;
}) {
  const { t } = useLingui();
  const format = useDateFormat();
  const view = memberListPage(members ?? [], search);

  // Four columns (joined under the name, the activity figures in one cell) so the table
  // fits the settings panel at 1280 px without cutting the role badges or the actions.
  const columns: DataTableColumn<Member>[] = [
    {
      accessor: "name",
      title: t`Member`,
      sortable: true,
      render: (member) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={member.avatarUrl ?? undefined}
            name={profileDisplayName(member.fullName)}
            color="initials"
            size={32}
            radius="xl"
          />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {profileDisplayName(member.fullName)}{" "}
              {member.userId === selfId ? (
                <Text span c="dimmed" size="xs">
                  <Trans>(you)</Trans>
                </Text>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {member.email}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Joined</Trans> {format.date(member.joinedAt)}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      accessor: "role",
      title: t`Role`,
      sortable: true,
      noWrap: true,
      render: (member) => (
        <Badge variant="light" color={roleColor(member.role)} data-testid="member-role" style={{ flexShrink: 0 }}>
          {roleLabel(member.role)}
        </Badge>
      ),
    },
  ];
  if (manage) {
    columns.push(
      {
        accessor: "lastSignIn",
        title: t`Activity`,
        sortable: true,
        render: (member) => (
          <Stack gap={0}>
            <Text size="sm">
              {member.lastSignInAt ? t`Signed in ${format.dateTime(member.lastSignInAt)}` : t`Never signed in`}
            </Text>
            <Text size="xs" c="dimmed">
              <Plural value={member.recentActivityCount ?? 0} one="# action in 30 days" other="# actions in 30 days" />
              {" · "}
              <Plural value={member.sessionCount ?? 0} one="# session" other="# sessions" />
            </Text>
          </Stack>
        ),
      },
      {
        accessor: "actions",
        title: t`Actions`,
        textAlign: "right",
        noWrap: true,
        render: (member) =>
          member.userId === selfId || member.role === "owner" ? null : <MemberActions member={member} />,
      },
    );
  }

  return (
    <Stack gap="sm">
      <MemberListFilters search={search} onChange={onSearchChange} />
      <DataTable<Member>
        label={t`Members`}
        data-testid="members-table"
        idAccessor="memberId"
        records={view.records}
        fetching={members === undefined && !loadError}
        error={
          loadError
            ? {
                title: t`Failed to load organization members`,
                message: errorMessage(loadError, t`Please try again.`),
                onRetry,
              }
            : null
        }
        columns={columns}
        customRowAttributes={(member) => ({ "data-testid": "member-row", "data-email": member.email })}
        sortStatus={sortStatusOf(search.sort, search.dir, DEFAULT_MEMBER_SORT)}
        onSortStatusChange={({ columnAccessor, direction }) =>
          onSearchChange({ sort: MEMBER_SORT_COLUMNS.find((c) => c === columnAccessor), dir: direction })
        }
        {...listPagingProps(view, MEMBER_PAGE_SIZES, DEFAULT_MEMBER_PAGE_SIZE, onSearchChange)}
        empty={{
          title: search.search || search.role ? t`No members match` : t`No members yet.`,
          description: search.search || search.role ? t`Try another search or role.` : undefined,
        }}
      />
    </Stack>
  );
}
