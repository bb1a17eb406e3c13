import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { roleLabel } from "../lib/memberRoles";

/** 'Role': one of `roles`, shown by their labels; a role cannot be cleared. */
export function RoleSelect<R extends string>({
  roles,
  value,
  onChange,
  error,
  testId,
  onBlur,
  onFocus,
}: {
  roles: readonly R[];
  /** Optional in the type only so a form's `getInputProps` can be spread; always pass one. */
  value?: R;
  onChange: (role: R) => void;
  error?: string | undefined;
  testId?: string;
  /** Given by a form's `getInputProps("role")`, which this select can be spread from. */
  onBlur?: () => void;
  onFocus?: () => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Role`}
      data={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
      value={value}
      onChange={(next) => {
        const role = roles.find((r) => r === next);
        if (role) onChange(role);
      }}
      allowDeselect={false}
      error={error}
      onBlur={onBlur}
      onFocus={onFocus}
      data-testid={testId}
    />
  );
}
