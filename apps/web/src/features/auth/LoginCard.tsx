import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import type { FormEventHandler, Ref } from "react";
import { AuthCard } from "../../ui/AuthCard";
import { PasswordField } from "../../ui/PasswordField";

/** What a field of the card gets from the form, or nothing for the first paint. */
type FieldProps = GetInputPropsReturnType;

export interface LoginCardProps {
  emailProps?: FieldProps;
  passwordProps?: FieldProps;
  emailRef?: Ref<HTMLInputElement>;
  passwordRef?: Ref<HTMLInputElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onForgotPassword?: () => void;
  forgotPending?: boolean;
  submitting?: boolean;
  resetSentTo?: string | null;
}

/**
 * The sign-in card (spec 01 §2 Login) as it looks: LoginPage gives it the form's state and
 * actions; the build renders it with none as /login's first paint (prerenderLogin.tsx).
 */
export function LoginCard({
  emailProps,
  passwordProps,
  emailRef,
  passwordRef,
  onSubmit,
  onForgotPassword,
  forgotPending = false,
  submitting = false,
  resetSentTo = null,
}: LoginCardProps) {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Welcome back`} subtitle={t`Enter your email and password to continue.`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={emailRef}
            label={t`Email`}
            type="email"
            autoComplete="username"
            autoFocus
            {...emailProps}
            data-testid="login-email"
          />
          <PasswordField
            ref={passwordRef}
            label={t`Password`}
            autoComplete="current-password"
            {...passwordProps}
            data-testid="login-password"
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onForgotPassword}
              disabled={forgotPending}
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
          <Button type="submit" fullWidth loading={submitting} data-testid="login-submit">
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
