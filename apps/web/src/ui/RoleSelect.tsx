import { Select } from "@mantine/core";
import { roleLabel } from "../lib/memberRoles";

/** 'Role': one of `roles`, shown by their labels; a role cannot be cleared. */
export function RoleSelect<R extends string>({
  roles,
  value,
  onChange,
  error,
  testId,
}: {
  roles: readonly R[];
  value: R;
  onChange: (role: R) => void;
  error?: string | undefined;
  testId?: string;
}) {
  return (
    <Select
      label="Role"
      data={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
      value={value}
      onChange={(next) => {
        const role = roles.find((r) => r === next);
        if (role) onChange(role);
      }}
      allowDeselect={false}
      error={error}
      data-testid={testId}
    />
  );
}
