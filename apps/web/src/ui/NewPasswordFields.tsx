import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { PasswordField } from "./PasswordField";

export type NewPasswordField = "password" | "confirmPassword";

/**
 * New password + confirm, shared by the forced change, the reset screen and the invitation's
 * account setup: pass the form's `getInputProps` (its values hold both fields).
 */
export function NewPasswordFields({
  getInputProps,
}: {
  getInputProps: (field: NewPasswordField) => GetInputPropsReturnType;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        autoFocus
        {...getInputProps("password")}
        data-testid="new-password"
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        {...getInputProps("confirmPassword")}
        data-testid="confirm-password"
      />
    </Stack>
  );
}
