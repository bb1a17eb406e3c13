import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Group, Select, TextInput } from "@mantine/core";
import { MEMBER_ROLES, type MemberRole, type MembersSearch } from "@stockroom/core";
import { useSearchBox } from "../lib/listState";
import { roleLabel } from "../lib/memberRoles";

const roleOptions = () => [
  { value: "", label: i18n._(msg`All roles`) },
  ...MEMBER_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
];

/**
 * The search box (name or email, 300 ms debounce) and role filter above a members list
 * (an organization's own list and the platform's Manage dialog).
 */
export function MemberListFilters({
  search,
  onChange,
}: {
  search: MembersSearch;
  onChange: (patch: Partial<MembersSearch>) => void;
}) {
  const { t } = useLingui();
  const box = useSearchBox(search.search, (next) => onChange({ search: next }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t`Search members`}
        placeholder={t`Search by name or email...`}
        value={box.value}
        onChange={box.onChange}
        style={{ flex: "1 1 220px" }}
        data-testid="member-search"
      />
      <Select
        aria-label={t`Role`}
        data={roleOptions()}
        value={search.role ?? ""}
        allowDeselect={false}
        onChange={(value) => onChange({ role: MEMBER_ROLES.find((r): r is MemberRole => r === value) })}
        style={{ flex: "0 1 180px" }}
        data-testid="member-role-filter"
      />
    </Group>
  );
}
