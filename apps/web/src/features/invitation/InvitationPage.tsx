import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Loader, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  INVALID_INVITATION_LINK_MESSAGE,
  INVITATION_ALREADY_ACCEPTED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  invitationAccountInput,
} from "@stockroom/core";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { roleLabel } from "../../lib/memberRoles";
import { useSession } from "../../lib/session";
import { useReplaceSession } from "../../lib/useReplaceSession";
import { errorMessage, trpc } from "../../trpc";
import { AuthCard } from "../../ui/AuthCard";
import { NewPasswordFields } from "../../ui/NewPasswordFields";

const route = getRouteApi("/invitation");

const STATUS_MESSAGES = {
  not_found: INVITATION_NOT_FOUND_MESSAGE,
  expired: INVITATION_EXPIRED_MESSAGE,
  accepted: INVITATION_ALREADY_ACCEPTED_MESSAGE,
} as const;

function InvalidInvitation({ message }: { message: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AuthCard title={t`Invalid Invitation`}>
      <Alert color="red" variant="light" data-testid="invitation-error">
        {message}
      </Alert>
      <Button onClick={() => void navigate({ to: "/" })}>
        <Trans>Go to Dashboard</Trans>
      </Button>
    </AuthCard>
  );
}

/** /invitation?token= (spec 01 §2, §4): not found, expired, already accepted or valid. */
export function InvitationPage() {
  const { token } = route.useSearch();
  if (!token) return <InvalidInvitation message={INVALID_INVITATION_LINK_MESSAGE} />;
  return <InvitationForToken token={token} />;
}

function InvitationForToken({ token }: { token: string }) {
  const { t } = useLingui();
  const invitation = trpc.organization.invitations.byToken.useQuery({ token }, { retry: 1, staleTime: 0 });
  const session = useSession();

  if (invitation.isPending) {
    return (
      <AuthCard title={t`Invitation`}>
        <Stack align="center" py="md">
          <Loader />
        </Stack>
      </AuthCard>
    );
  }
  if (invitation.isError) return <InvalidInvitation message={t`An error occurred while loading the invitation`} />;
  const { status } = invitation.data;
  if (status !== "valid" || !invitation.data.invitation) {
    return <InvalidInvitation message={STATUS_MESSAGES[status === "valid" ? "not_found" : status]} />;
  }
  const details = invitation.data.invitation;
  const sameAccount = session && session.user.email.toLowerCase() === details.email.toLowerCase();
  const inviter = details.inviterName ?? t`An administrator`;
  const { email, organizationName } = details;
  const role = roleLabel(details.role).toLowerCase();

  return (
    <AuthCard
      title={t`Join ${details.organizationName}`}
      subtitle={
        <Trans>
          {inviter} invited <strong>{email}</strong> to join <strong>{organizationName}</strong> as {role}.
        </Trans>
      }
    >
      {session && sameAccount ? (
        <AcceptAsSignedIn token={token} organizationName={details.organizationName} />
      ) : session ? (
        <WrongAccount token={token} invitedEmail={details.email} signedInEmail={session.user.email} />
      ) : details.accountExists ? (
        <SignInToAccept token={token} />
      ) : (
        <SetUpAccount token={token} organizationName={details.organizationName} />
      )}
    </AuthCard>
  );
}

function invitationPath(token: string) {
  return `/invitation?token=${encodeURIComponent(token)}`;
}

/**
 * What accepting an invitation does next: the membership changed, so the session is read
 * again and everything cached for the previous state goes; then a welcome and the dashboard.
 */
function useAfterAccept(organizationName: string) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const replaceSession = useReplaceSession();
  const navigate = useNavigate();
  return {
    onSuccess: async () => {
      const session = await utils.auth.session.fetch(undefined, { staleTime: 0 });
      replaceSession(session);
      notifications.show({
        color: "green",
        title: t`Invitation accepted`,
        message: t`Welcome to ${organizationName}!`,
      });
      await navigate({ to: "/", replace: true });
    },
    onError: (error: unknown) =>
      notifications.show({
        color: "red",
        title: t`Failed to accept invitation`,
        message: errorMessage(error, t`Failed to accept invitation`),
      }),
  };
}

function AcceptAsSignedIn({ token, organizationName }: { token: string; organizationName: string }) {
  const { t } = useLingui();
  const accept = trpc.organization.invitations.accept.useMutation();
  const afterAccept = useAfterAccept(organizationName);

  function run() {
    accept.mutate({ token }, afterAccept);
  }

  return (
    <Stack gap="sm">
      {accept.isError ? (
        <Alert color="red" variant="light" title={t`Failed to accept invitation`}>
          {errorMessage(accept.error, t`Please try again.`)}
        </Alert>
      ) : null}
      <Button onClick={run} loading={accept.isPending} data-testid="accept-invitation">
        <Trans>Accept Invitation</Trans>
      </Button>
    </Stack>
  );
}

function SignInToAccept({ token }: { token: string }) {
  const navigate = useNavigate();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>Sign in with this address to accept the invitation.</Trans>
      </Text>
      <Button
        onClick={() => void navigate({ to: "/login", search: { returnUrl: invitationPath(token) } })}
        data-testid="accept-invitation"
      >
        <Trans>Accept Invitation</Trans>
      </Button>
    </Stack>
  );
}

function WrongAccount({
  token,
  invitedEmail,
  signedInEmail,
}: {
  token: string;
  invitedEmail: string;
  signedInEmail: string;
}) {
  const signOut = trpc.auth.signOut.useMutation();
  const replaceSession = useReplaceSession();
  const navigate = useNavigate();
  async function switchAccount() {
    await signOut.mutateAsync().catch(() => undefined);
    replaceSession(null);
    await navigate({ to: "/login", search: { returnUrl: invitationPath(token) }, replace: true });
  }
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" data-testid="wrong-account">
        <Trans>
          This invitation was sent to {invitedEmail}, but you are signed in as {signedInEmail}.
        </Trans>
      </Alert>
      <Button onClick={() => void switchAccount()} loading={signOut.isPending}>
        <Trans>Sign in as {invitedEmail}</Trans>
      </Button>
    </Stack>
  );
}

/** No account exists for the invited address: choose a name and a password, then join. */
function SetUpAccount({ token, organizationName }: { token: string; organizationName: string }) {
  const { t } = useLingui();
  const form = useZodForm(invitationAccountInput, {
    initialValues: { token, fullName: "", password: "", confirmPassword: "" },
  });
  const create = trpc.organization.invitations.acceptWithNewAccount.useMutation();
  const afterAccept = useAfterAccept(organizationName);

  const submit = form.onSubmit((values) =>
    create.mutate(invitationAccountInput.parse(values), {
      onSuccess: afterAccept.onSuccess,
      onError: (error) => {
        applyServerErrors(form, error);
        afterAccept.onError(error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="account-setup">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>You do not have an account yet. Choose your name and a password to join.</Trans>
        </Text>
        <TextInput
          label={t`Full name`}
          autoComplete="name"
          {...form.getInputProps("fullName")}
          data-testid="setup-full-name"
        />
        <NewPasswordFields getInputProps={form.getInputProps} />
        <Button type="submit" loading={create.isPending} data-testid="create-account">
          <Trans>Create account and join</Trans>
        </Button>
      </Stack>
    </form>
  );
}
