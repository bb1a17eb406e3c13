import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { passwordChangeInput } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { useReplaceSession } from "../../lib/useReplaceSession";
import { useSignOut } from "../../lib/useSignOut";
import { errorMessage, trpc } from "../../trpc";
import { AuthCard } from "../../ui/AuthCard";
import { NewPasswordFields } from "../../ui/NewPasswordFields";

/** Spec 01 §4/§9: "redirected to /login after 1 second". */
export const REDIRECT_TO_LOGIN_DELAY_MS = 1000;

/**
 * Forced password change (spec 01 §2, §4): while the account must change its password
 * this is the only screen. On success the server clears the flag and ends the session;
 * the app forgets the session and goes to /login a second later.
 */
export function PasswordChangePage() {
  const { t } = useLingui();
  const form = useZodForm(passwordChangeInput, { initialValues: { password: "", confirmPassword: "" } });
  const [done, setDone] = useState(false);
  const changePassword = trpc.auth.changePassword.useMutation();
  const replaceSession = useReplaceSession();
  const navigate = useNavigate();
  const { signOut, isPending: signingOut } = useSignOut();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const handleSubmit = form.onSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        setDone(true);
        notifications.show({
          color: "green",
          title: t`Password changed`,
          message: t`Password changed successfully! Please log in again with your new password.`,
        });
        redirectTimer.current = setTimeout(() => {
          replaceSession(null);
          void navigate({ to: "/login", replace: true });
        }, REDIRECT_TO_LOGIN_DELAY_MS);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifications.show({
          color: "red",
          title: t`Error`,
          message: t`Failed to change password: ${errorMessage(error, t`Unknown error`)}`,
        });
      },
    }),
  );

  return (
    <AuthCard
      title={t`Change your password`}
      subtitle={t`Your password must be changed before you can continue. Choose a new password of at least 6 characters.`}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields getInputProps={form.getInputProps} />
          <Button type="submit" fullWidth loading={changePassword.isPending} disabled={done}>
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center">
        <Trans>Not you?</Trans>{" "}
        <Anchor component="button" type="button" size="sm" onClick={() => void signOut()} disabled={signingOut}>
          <Trans>Log out</Trans>
        </Anchor>
      </Text>
    </AuthCard>
  );
}
