import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { EMAIL_REQUIRED_MESSAGE, EMAIL_REQUIRED_TITLE, passwordResetRequestInput, signInInput } from "@stockroom/core";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { useReplaceSession } from "../../lib/useReplaceSession";
import { errorMessage, trpc } from "../../trpc";
import { AuthCard } from "../../ui/AuthCard";
import { PasswordField } from "../../ui/PasswordField";
import { safeReturnUrl } from "./returnUrl";

const loginRouteApi = getRouteApi("/login");

/** Spec 01 §8 Login: the fallback when the server gives no message. */
export const LOGIN_FAILED_TITLE = "Login Failed";
export const LOGIN_FAILED_FALLBACK = "Invalid email or password";

/** Sign in (spec 01 §2 Login): email + password, forgot password, contact-admin note. */
export function LoginPage() {
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
          title: "Signed in",
          message: `Welcome back, ${session.user.fullName?.trim() || session.user.email}!`,
        });
        // returnUrl carries its own query string, so it goes to history as a whole href.
        router.history.push(safeReturnUrl(returnUrl));
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifications.show({
          color: "red",
          title: LOGIN_FAILED_TITLE,
          message: errorMessage(error, LOGIN_FAILED_FALLBACK),
        });
      },
    }),
  );

  function handleForgotPassword() {
    setResetSentTo(null);
    const parsed = passwordResetRequestInput.safeParse({ email: form.values.email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? EMAIL_REQUIRED_MESSAGE;
      form.setErrors({ email: message });
      notifications.show({
        color: "yellow",
        title: message === EMAIL_REQUIRED_MESSAGE ? EMAIL_REQUIRED_TITLE : "Invalid Email",
        message,
      });
      return;
    }
    form.clearErrors();
    requestReset.mutate(parsed.data, {
      onSuccess: () => {
        setResetSentTo(parsed.data.email);
        notifications.show({
          color: "blue",
          title: "Check your email",
          message: "If an account exists for this email, a link to reset your password is on its way.",
        });
      },
      onError: (error) => {
        notifications.show({
          color: "red",
          title: "Reset Request Failed",
          message: errorMessage(error, "The reset email could not be sent. Please try again."),
        });
      },
    });
  }

  return (
    <AuthCard title="Welcome back" subtitle="Enter your email and password to continue.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            {...form.getInputProps("email")}
            data-testid="login-email"
          />
          <PasswordField
            label="Password"
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
              Forgot password?
            </Anchor>
          </Group>
          {resetSentTo ? (
            <Alert color="blue" variant="light" title="Reset link requested" data-testid="reset-requested">
              If an account exists for {resetSentTo}, we sent a link to reset your password. The link is valid for 1
              hour.
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={signIn.isPending} data-testid="login-submit">
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" data-testid="contact-admin">
        Don't have an account? <strong>Contact Admin</strong>: accounts are created by your organization's
        administrator.
      </Text>
    </AuthCard>
  );
}
