import { Alert, Button, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { passwordResetInput, RESET_TOKEN_REQUIRED_MESSAGE } from "@stockroom/core";
import { getRouteApi, Link } from "@tanstack/react-router";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { errorMessage, trpc } from "../../trpc";
import { AuthCard } from "../../ui/AuthCard";
import { NewPasswordFields } from "../../ui/NewPasswordFields";

const resetRouteApi = getRouteApi("/reset-password");

export const PASSWORD_RESET_MESSAGE = "Your password has been reset. You can now log in with your new password.";
const INVALID_LINK_MESSAGE = "This password reset link is invalid or has expired. Please request a new one.";

/** /reset-password?token=… (the link of the reset email): set a new password, same rules as the forced change. */
export function ResetPasswordPage() {
  const { token } = resetRouteApi.useSearch();
  const form = useZodForm(passwordResetInput, {
    initialValues: { token: token ?? "", password: "", confirmPassword: "" },
  });
  const resetPassword = trpc.auth.resetPassword.useMutation();

  const handleSubmit = form.onSubmit((values) =>
    resetPassword.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: "green", title: "Password reset", message: PASSWORD_RESET_MESSAGE });
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  // The server's word on the link (invalid, expired, used) replaces the form's until the next try.
  const linkError = resetPassword.isError
    ? errorMessage(resetPassword.error, INVALID_LINK_MESSAGE)
    : (form.errors.token as string | undefined);

  if (resetPassword.isSuccess) {
    return (
      <AuthCard title="Password reset">
        <Alert color="green" variant="light" data-testid="reset-success">
          {PASSWORD_RESET_MESSAGE}
        </Alert>
        <Button renderRoot={(props) => <Link to="/login" {...props} />} fullWidth>
          Go to login
        </Button>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Alert color="red" variant="light" title={RESET_TOKEN_REQUIRED_MESSAGE} role="alert">
          {INVALID_LINK_MESSAGE}
        </Alert>
        <Button renderRoot={(props) => <Link to="/login" {...props} />} variant="default" fullWidth>
          Back to login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Choose a new password of at least 6 characters.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {linkError ? (
            <Alert color="red" variant="light" role="alert" data-testid="reset-error">
              {linkError}
            </Alert>
          ) : null}
          <NewPasswordFields getInputProps={form.getInputProps} />
          <Button type="submit" fullWidth loading={resetPassword.isPending}>
            Reset password
          </Button>
          <Button renderRoot={(props) => <Link to="/login" {...props} />} variant="subtle" fullWidth>
            Back to login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
