import { Button, Group, List, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
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
} from "@stockroom/core";
import { type FormEvent, useState } from "react";
import { notifyFailure } from "../../lib/failureText";
import { trpc } from "../../trpc";
import { FormActions } from "../../ui/FormActions";
import { PasswordField } from "../../ui/PasswordField";
import { RoleSelect } from "../../ui/RoleSelect";
import { USER_CREATED_MESSAGE } from "../organization/CreateMemberDialog";

interface DialogProps {
  organizationId: string;
  opened: boolean;
  onClose: () => void;
}

function useRefreshDetails(organizationId: string) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.platform.organizations.details.invalidate({ organizationId }),
      utils.platform.organizations.list.invalidate(),
    ]);
}

/** Add Existing: an account that exists joins with member, admin or owner. */
export function AddExistingUserDialog({ organizationId, opened, onClose }: DialogProps) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AddExistingUserRole>("member");
  const [error, setError] = useState<string | null>(null);
  const add = trpc.platform.members.addExisting.useMutation();
  const refresh = useRefreshDetails(organizationId);
  const close = () => {
    setEmail("");
    setRole("member");
    setError(null);
    onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = addExistingUserInput.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    add.mutate(
      { ...parsed.data, organizationId },
      {
        onSuccess: async (result) => {
          notifications.show({ color: "green", title: "User added", message: `User added as ${result.role}` });
          await refresh();
          close();
        },
        onError: (err) => notifyFailure("add user", err),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Add Existing User">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-testid="add-existing-email"
          />
          <RoleSelect roles={ADD_EXISTING_USER_ROLES} value={role} onChange={setRole} />
          <FormActions
            onCancel={close}
            submitLabel="Add User"
            loading={add.isPending}
            submitTestId="add-existing-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Create User: an account with a temporary password (generated on request), changed at first sign-in. */
export function PlatformCreateUserDialog({ organizationId, opened, onClose }: DialogProps) {
  const [email, setEmail] = useState("");
  const [fullName, setFullName] = useState("");
  const [role, setRole] = useState<CreateUserRole>("member");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = trpc.platform.members.create.useMutation();
  const refresh = useRefreshDetails(organizationId);
  const close = () => {
    setEmail("");
    setFullName("");
    setRole("member");
    setPassword("");
    setError(null);
    onClose();
  };

  function generate() {
    setPassword(generateTemporaryPassword());
    notifications.show({ color: "blue", message: "Simple temporary password generated!" });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = platformCreateUserInput.safeParse({ email, password, fullName, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    create.mutate(
      { ...parsed.data, organizationId },
      {
        onSuccess: async (result) => {
          notifications.show({
            color: "green",
            title: `User ${result.email} created`,
            message: USER_CREATED_MESSAGE,
          });
          await refresh();
          close();
        },
        onError: (err) => notifyFailure("create user", err, { fallback: "User creation failed" }),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Create User">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-testid="platform-user-email"
          />
          <TextInput
            label="Full name (optional)"
            placeholder={email.includes("@") ? defaultFullName(email) : undefined}
            value={fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
          />
          <RoleSelect roles={CREATE_USER_ROLES} value={role} onChange={setRole} />
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <PasswordField
              label="Temporary password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              style={{ flex: 1 }}
              data-testid="platform-user-password"
            />
            <Button variant="default" onClick={generate}>
              Generate
            </Button>
          </Group>
          {error ? (
            <Text c="red" size="sm">
              {error}
            </Text>
          ) : null}
          <FormActions
            onCancel={close}
            submitLabel="Create User"
            loading={create.isPending}
            submitTestId="platform-user-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Batch Add: one email per line; each valid address gets an invitation. */
export function BatchAddDialog({ organizationId, opened, onClose }: DialogProps) {
  const [emails, setEmails] = useState("");
  const [role, setRole] = useState<CreateUserRole>("member");
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const batch = trpc.platform.members.batchInvite.useMutation();
  const refresh = useRefreshDetails(organizationId);
  const close = () => {
    setEmails("");
    setRole("member");
    setError(null);
    setErrors([]);
    onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = batchInviteInput.safeParse({ emails, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    batch.mutate(
      { organizationId, emails, role: parsed.data.role },
      {
        onSuccess: async (result) => {
          notifications.show({
            color: result.error_count > 0 ? "yellow" : "green",
            title: "Batch Add",
            message: batchResultMessage(result.success_count, result.error_count),
          });
          await refresh();
          if (result.error_count > 0) {
            setErrors(result.errors);
            setEmails("");
          } else close();
        },
        onError: (err) => notifyFailure("batch add users", err),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Batch Add Users">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Email addresses"
            description="One email per line. Each gets an invitation."
            rows={BATCH_EMAILS_TEXTAREA_ROWS}
            value={emails}
            onChange={(e) => {
              setEmails(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-testid="batch-emails"
          />
          <RoleSelect roles={CREATE_USER_ROLES} value={role} onChange={setRole} />
          {errors.length > 0 ? (
            <List size="sm" c="red" data-testid="batch-errors">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          ) : null}
          <FormActions
            onCancel={close}
            cancelLabel="Close"
            submitLabel="Send invitations"
            loading={batch.isPending}
            submitTestId="batch-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
