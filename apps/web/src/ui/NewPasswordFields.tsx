import { Stack } from "@mantine/core";
import { PasswordField } from "./PasswordField";

export type NewPasswordField = "password" | "confirmPassword";

/** New password + confirm, shared by the forced change and the reset screen. */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  onPasswordChange,
  onConfirmPasswordChange,
}: {
  password: string;
  confirmPassword: string;
  errors: Partial<Record<NewPasswordField, string>>;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}) {
  return (
    <Stack gap="md">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={errors.password}
        data-testid="new-password"
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => onConfirmPasswordChange(event.currentTarget.value)}
        error={errors.confirmPassword}
        data-testid="confirm-password"
      />
    </Stack>
  );
}
