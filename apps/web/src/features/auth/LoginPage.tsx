import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { EMAIL_REQUIRED_MESSAGE, passwordResetRequestInput, signInInput } from "@stockroom/core";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { useReplaceSession } from "../../lib/useReplaceSession";
import { errorMessage, trpc } from "../../trpc";
import { AuthCard } from "../../ui/AuthCard";
import { PasswordField } from "../../ui/PasswordField";
import { safeReturnUrl } from "./returnUrl";

const loginRouteApi = getRouteApi("/login");

/** Sign in (spec 01 §2 Login): email + password, forgot password, contact-admin note. */
export function LoginPage() {
  const { t } = useLingui();
  const { returnUrl } = loginRouteApi.useSearch();
  const router = useRouter();
  const replaceSession = useReplaceSession();
  const form = useZodForm(signInInput, { initialValues: { email: "", password: "" } });
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const signIn = trpc.auth.signIn.useMutation();
  const requestReset = trpc.auth.requestPasswordReset.useMutation();

  const handleSubmit = form.onSubmit((values) =>
    signIn.mutate(signInInput.parse(values), {
      onSuccess: (session) => {
        replaceSession(session);
        notifications.show({
          color: "green",
          title: t`Signed in`,
          message: t`Welcome back, ${session.user.fullName?.trim() || session.user.email}!`,
        });
        // returnUrl carries its own query string, so it goes to history as a whole href.
        router.history.push(safeReturnUrl(returnUrl));
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifications.show({
          color: "red",
          title: t`Login Failed`,
          message: errorMessage(error, t`Invalid email or password`),
        });
      },
    }),
  );

  function handleForgotPassword() {
    setResetSentTo(null);
    const parsed = passwordResetRequestInput.safeParse({ email: form.values.email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? EMAIL_REQUIRED_MESSAGE;
      const required = issue === EMAIL_REQUIRED_MESSAGE;
      const message = required ? t`Please enter your email address first` : t`Please enter a valid email address`;
      form.setErrors({ email: message });
      notifications.show({ color: "yellow", title: required ? t`Email Required` : t`Invalid Email`, message });
      return;
    }
    form.clearErrors();
    requestReset.mutate(parsed.data, {
      onSuccess: () => {
        setResetSentTo(parsed.data.email);
        notifications.show({
          color: "blue",
          title: t`Check your email`,
          message: t`If an account exists for this email, a link to reset your password is on its way.`,
        });
      },
      onError: (error) => {
        notifications.show({
          color: "red",
          title: t`Reset Request Failed`,
          message: errorMessage(error, t`The reset email could not be sent. Please try again.`),
        });
      },
    });
  }

  return (
    <AuthCard title={t`Welcome back`} subtitle={t`Enter your email and password to continue.`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            autoFocus
            {...form.getInputProps("email")}
            data-testid="login-email"
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            {...form.getInputProps("password")}
            data-testid="login-password"
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={handleForgotPassword}
              disabled={requestReset.isPending}
              data-testid="forgot-password"
            >
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          {resetSentTo ? (
            <Alert color="blue" variant="light" title={t`Reset link requested`} data-testid="reset-requested">
              <Trans>
                If an account exists for {resetSentTo}, we sent a link to reset your password. The link is valid for 1
                hour.
              </Trans>
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={signIn.isPending} data-testid="login-submit">
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" data-testid="contact-admin">
        <Trans>
          Don't have an account? <strong>Contact Admin</strong>: accounts are created by your organization's
          administrator.
        </Trans>
      </Text>
    </AuthCard>
  );
}
