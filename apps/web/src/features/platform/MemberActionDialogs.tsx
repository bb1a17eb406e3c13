import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, List, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  ADD_EXISTING_USER_ROLES,
  type AddExistingUserRole,
  addExistingUserInput,
  BATCH_EMAILS_TEXTAREA_ROWS,
  batchInviteInput,
  batchResultMessage,
  CREATE_USER_ROLES,
  type CreateUserRole,
  defaultFullName,
  generateTemporaryPassword,
  platformCreateUserInput,
  USER_CREATED_MESSAGE,
} from "@stockroom/core";
import { useState } from "react";
import { failureNotice } from "../../lib/failureText";
import { useZodForm } from "../../lib/form";
import { trpc } from "../../trpc";
import { FormDialog } from "../../ui/FormDialog";
import { PasswordField } from "../../ui/PasswordField";
import { RoleSelect } from "../../ui/RoleSelect";

interface DialogProps {
  organizationId: string;
  opened: boolean;
  onClose: () => void;
}

/** After a change to an organization's members: its details and the counts in the list. */
export function useRefreshOrganization(organizationId: string) {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([
      utils.platform.organizations.details.invalidate({ organizationId }),
      utils.platform.organizations.list.invalidate(),
    ]);
  };
}

/** Add Existing: an account that exists joins with member, admin or owner. */
export function AddExistingUserDialog({ organizationId, opened, onClose }: DialogProps) {
  const { t } = useLingui();
  const form = useZodForm<{ email: string; role: AddExistingUserRole }>(addExistingUserInput, {
    initialValues: { email: "", role: "member" },
  });
  const add = trpc.platform.members.addExisting.useMutation();
  const refresh = useRefreshOrganization(organizationId);
  return (
    <FormDialog
      title={t`Add Existing User`}
      opened={opened}
      onClose={onClose}
      form={form}
      run={(values) => add.mutateAsync({ ...addExistingUserInput.parse(values), organizationId })}
      success={(result) => ({ title: t`User added`, message: t`User added as ${result.role}` })}
      failure={(error) => failureNotice(t`add user`, error)}
      onDone={refresh}
      submitLabel={t`Add User`}
      submitTestId="add-existing-submit"
    >
      <TextInput label={t`Email`} type="email" {...form.getInputProps("email")} data-testid="add-existing-email" />
      <RoleSelect roles={ADD_EXISTING_USER_ROLES} {...form.getInputProps("role")} />
    </FormDialog>
  );
}

/** Create User: an account with a temporary password (generated on request), changed at first sign-in. */
export function PlatformCreateUserDialog({ organizationId, opened, onClose }: DialogProps) {
  const { t } = useLingui();
  const form = useZodForm<{ email: string; fullName: string; role: CreateUserRole; password: string }>(
    platformCreateUserInput,
    { initialValues: { email: "", fullName: "", role: "member", password: "" } },
  );
  const create = trpc.platform.members.create.useMutation();
  const refresh = useRefreshOrganization(organizationId);
  const email = form.values.email;
  return (
    <FormDialog
      title={t`Create User`}
      opened={opened}
      onClose={onClose}
      form={form}
      run={(values) => create.mutateAsync({ ...platformCreateUserInput.parse(values), organizationId })}
      success={(result) => ({ title: t`User ${result.email} created`, message: USER_CREATED_MESSAGE })}
      failure={(error) => failureNotice(t`create user`, error, { fallback: "User creation failed" })}
      onDone={refresh}
      submitLabel={t`Create User`}
      submitTestId="platform-user-submit"
    >
      <TextInput label={t`Email`} type="email" {...form.getInputProps("email")} data-testid="platform-user-email" />
      <TextInput
        label={t`Full name (optional)`}
        placeholder={email.includes("@") ? defaultFullName(email) : undefined}
        {...form.getInputProps("fullName")}
      />
      <RoleSelect roles={CREATE_USER_ROLES} {...form.getInputProps("role")} />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <PasswordField
          label={t`Temporary password`}
          {...form.getInputProps("password")}
          style={{ flex: 1 }}
          data-testid="platform-user-password"
        />
        <Button
          variant="default"
          onClick={() => {
            form.setFieldValue("password", generateTemporaryPassword());
            notifications.show({ color: "blue", message: t`Simple temporary password generated!` });
          }}
        >
          <Trans>Generate</Trans>
        </Button>
      </Group>
    </FormDialog>
  );
}

/** Batch Add: one email per line; each valid address gets an invitation. */
export function BatchAddDialog({ organizationId, opened, onClose }: DialogProps) {
  const { t } = useLingui();
  const form = useZodForm<{ emails: string; role: CreateUserRole }>(batchInviteInput, {
    initialValues: { emails: "", role: "member" },
  });
  // The addresses the server turned down, listed until the dialog closes.
  const [rejected, setRejected] = useState<string[]>([]);
  const batch = trpc.platform.members.batchInvite.useMutation();
  const refresh = useRefreshOrganization(organizationId);
  return (
    <FormDialog
      title={t`Batch Add Users`}
      opened={opened}
      onClose={() => {
        setRejected([]);
        onClose();
      }}
      form={form}
      run={(values) =>
        batch.mutateAsync({ organizationId, emails: values.emails, role: batchInviteInput.parse(values).role })
      }
      success={(result) => ({
        color: result.error_count > 0 ? "yellow" : "green",
        title: t`Batch Add`,
        message: batchResultMessage(result.success_count, result.error_count),
      })}
      failure={(error) => failureNotice(t`batch add users`, error)}
      onDone={async (result) => {
        await refresh();
        if (result.error_count > 0) {
          setRejected(result.errors);
          form.setFieldValue("emails", "");
        }
      }}
      keepOpen={(result) => result.error_count > 0}
      cancelLabel={t`Close`}
      submitLabel={t`Send invitations`}
      submitTestId="batch-submit"
    >
      <Textarea
        label={t`Email addresses`}
        description={t`One email per line. Each gets an invitation.`}
        rows={BATCH_EMAILS_TEXTAREA_ROWS}
        {...form.getInputProps("emails")}
        data-testid="batch-emails"
      />
      <RoleSelect roles={CREATE_USER_ROLES} {...form.getInputProps("role")} />
      {rejected.length > 0 ? (
        <List size="sm" c="red" data-testid="batch-errors">
          {rejected.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      ) : null}
    </FormDialog>
  );
}
