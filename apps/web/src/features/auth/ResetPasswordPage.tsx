import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { passwordResetInput } from "@stockroom/core";
import { getRouteApi, Link } from "@tanstack/react-router";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { errorMessage, trpc } from "../../trpc";
import { AuthCard } from "../../ui/AuthCard";
import { NewPasswordFields } from "../../ui/NewPasswordFields";

const resetRouteApi = getRouteApi("/reset-password");

/** /reset-password?token=… (the link of the reset email): set a new password, same rules as the forced change. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token } = resetRouteApi.useSearch();
  const form = useZodForm(passwordResetInput, {
    initialValues: { token: token ?? "", password: "", confirmPassword: "" },
  });
  const resetPassword = trpc.auth.resetPassword.useMutation();
  const resetDone = t`Your password has been reset. You can now log in with your new password.`;
  const invalidLink = t`This password reset link is invalid or has expired. Please request a new one.`;

  const handleSubmit = form.onSubmit((values) =>
    resetPassword.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: "green", title: t`Password reset`, message: resetDone });
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  // The server's word on the link (invalid, expired, used) replaces the form's until the next try.
  const linkError = resetPassword.isError
    ? errorMessage(resetPassword.error, invalidLink)
    : (form.errors.token as string | undefined);

  if (resetPassword.isSuccess) {
    return (
      <AuthCard title={t`Password reset`}>
        <Alert color="green" variant="light" data-testid="reset-success">
          {resetDone}
        </Alert>
        <Button renderRoot={(props) => <Link to="/login" {...props} />} fullWidth>
          <Trans>Go to login</Trans>
        </Button>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title={t`Reset your password`}>
        <Alert color="red" variant="light" title={t`Reset token is required`} role="alert">
          {invalidLink}
        </Alert>
        <Button renderRoot={(props) => <Link to="/login" {...props} />} variant="default" fullWidth>
          <Trans>Back to login</Trans>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Reset your password`} subtitle={t`Choose a new password of at least 6 characters.`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {linkError ? (
            <Alert color="red" variant="light" role="alert" data-testid="reset-error">
              {linkError}
            </Alert>
          ) : null}
          <NewPasswordFields getInputProps={form.getInputProps} />
          <Button type="submit" fullWidth loading={resetPassword.isPending}>
            <Trans>Reset password</Trans>
          </Button>
          <Button renderRoot={(props) => <Link to="/login" {...props} />} variant="subtle" fullWidth>
            <Trans>Back to login</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
