import { Button, Group, List, Modal, PasswordInput, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  ADD_EXISTING_USER_ROLES,
  addExistingUserInput,
  BATCH_EMAILS_TEXTAREA_ROWS,
  batchInviteInput,
  batchResultMessage,
  CREATE_USER_ROLES,
  defaultFullName,
  generateTemporaryPassword,
  platformCreateUserInput,
} from "@stockroom/core";
import { type FormEvent, useState } from "react";
import { errorMessage, trpc } from "../../trpc";
import { roleLabel } from "../organization/memberRoles";

interface DialogProps {
  organizationId: string;
  opened: boolean;
  onClose: () => void;
}

const roleOptions = (roles: readonly string[]) => roles.map((role) => ({ value: role, label: roleLabel(role) }));

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
  const [role, setRole] = useState<string>("member");
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
        onError: (err) =>
          notifications.show({
            color: "red",
            title: "Error",
            message: `Failed to add user: ${errorMessage(err, "An unexpected error occurred.")}`,
          }),
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
          <Select
            label="Role"
            data={roleOptions(ADD_EXISTING_USER_ROLES)}
            value={role}
            onChange={(v) => v && setRole(v)}
            allowDeselect={false}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="add-existing-submit">
              Add User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Create User: an account with a temporary password (generated on request), changed at first sign-in. */
export function PlatformCreateUserDialog({ organizationId, opened, onClose }: DialogProps) {
  const [email, setEmail] = useState("");
  const [fullName, setFullName] = useState("");
  const [role, setRole] = useState<string>("member");
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
            message: "They can now login and will be prompted to change their password.",
          });
          await refresh();
          close();
        },
        onError: (err) =>
          notifications.show({
            color: "red",
            title: "Error",
            message: `Failed to create user: ${errorMessage(err, "User creation failed")}`,
          }),
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
          <Select
            label="Role"
            data={roleOptions(CREATE_USER_ROLES)}
            value={role}
            onChange={(v) => v && setRole(v)}
            allowDeselect={false}
          />
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <PasswordInput
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="platform-user-submit">
              Create User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Batch Add: one email per line; each valid address gets an invitation. */
export function BatchAddDialog({ organizationId, opened, onClose }: DialogProps) {
  const [emails, setEmails] = useState("");
  const [role, setRole] = useState<string>("member");
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
        onError: (err) =>
          notifications.show({
            color: "red",
            title: "Error",
            message: `Failed to batch add users: ${errorMessage(err, "An unexpected error occurred.")}`,
          }),
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
          <Select
            label="Role"
            data={roleOptions(CREATE_USER_ROLES)}
            value={role}
            onChange={(v) => v && setRole(v)}
            allowDeselect={false}
          />
          {errors.length > 0 ? (
            <List size="sm" c="red" data-testid="batch-errors">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button type="submit" loading={batch.isPending} data-testid="batch-submit">
              Send invitations
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
