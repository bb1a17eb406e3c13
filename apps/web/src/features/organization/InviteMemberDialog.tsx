import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, TextInput } from "@mantine/core";
import { CREATE_USER_ROLES, type CreateUserRole, inviteMemberInput } from "@stockroom/core";
import { useZodForm } from "../../lib/form";
import { errorMessage, trpc } from "../../trpc";
import { FormDialog } from "../../ui/FormDialog";
import { RoleSelect } from "../../ui/RoleSelect";

interface InviteValues extends Record<string, unknown> {
  email: string;
  role: CreateUserRole;
}

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
  const { t } = useLingui();
  const form = useZodForm<InviteValues>(inviteMemberInput, {
    initialValues: { email: "", role: CREATE_USER_ROLES.find((r) => r === defaultRole) ?? "member" },
  });
  const invite = trpc.organization.invitations.create.useMutation();
  const utils = trpc.useUtils();

  return (
    <FormDialog
      title={t`Invite member`}
      opened={opened}
      onClose={onClose}
      form={form}
      run={(values) => invite.mutateAsync(inviteMemberInput.parse(values))}
      success={(sent) => ({ title: t`Invitation sent`, message: t`Invitation sent to ${sent.email}` })}
      failure={(error) => ({ message: errorMessage(error, t`Failed to send invitation`) })}
      onDone={() => utils.organization.invitations.list.invalidate()}
      submitLabel={t`Send invitation`}
      submitTestId="invite-submit"
      disabled={!allowed}
    >
      {allowed ? null : (
        <Alert color="yellow" variant="light">
          <Trans>
            Member invitations are turned off. Turn on "Allow member invites" under Advanced to send invitations.
          </Trans>
        </Alert>
      )}
      <TextInput label={t`Email`} type="email" {...form.getInputProps("email")} data-testid="invite-email" />
      <RoleSelect roles={CREATE_USER_ROLES} {...form.getInputProps("role")} testId="invite-role" />
    </FormDialog>
  );
}
