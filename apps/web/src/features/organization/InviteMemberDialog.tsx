import { Alert, Modal, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { CREATE_USER_ROLES, type CreateUserRole, emailAddress } from "@stockroom/core";
import { type FormEvent, useState } from "react";
import { errorMessage, trpc } from "../../trpc";
import { FormActions } from "../../ui/FormActions";
import { RoleSelect } from "../../ui/RoleSelect";

const inviteEmail = emailAddress();

/** Invite someone by email; the link arrives by mail (or in the outbox without SMTP). */
export function InviteMemberDialog({
  opened,
  onClose,
  allowed,
  defaultRole,
}: {
  opened: boolean;
  onClose: () => void;
  allowed: boolean;
  defaultRole: string;
}) {
  const initialRole = CREATE_USER_ROLES.find((r) => r === defaultRole) ?? "member";
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CreateUserRole>(initialRole);
  const [error, setError] = useState<string | null>(null);
  const invite = trpc.organization.invitations.create.useMutation();
  const utils = trpc.useUtils();

  function close() {
    setEmail("");
    setRole(initialRole);
    setError(null);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteEmail.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    invite.mutate(
      { email: parsed.data, role },
      {
        onSuccess: async (sent) => {
          notifications.show({ color: "green", title: "Invitation sent", message: `Invitation sent to ${sent.email}` });
          await utils.organization.invitations.list.invalidate();
          close();
        },
        onError: (err) =>
          notifications.show({ color: "red", title: "Error", message: errorMessage(err, "Failed to send invitation") }),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Invite member">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {allowed ? null : (
            <Alert color="yellow" variant="light">
              Member invitations are turned off. Turn on "Allow member invites" under Advanced to send invitations.
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-testid="invite-email"
          />
          <RoleSelect roles={CREATE_USER_ROLES} value={role} onChange={setRole} testId="invite-role" />
          <FormActions
            onCancel={close}
            submitLabel="Send invitation"
            loading={invite.isPending}
            disabled={!allowed}
            submitTestId="invite-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
