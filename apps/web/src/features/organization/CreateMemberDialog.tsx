import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { CREATE_USER_ROLES, createUserInput, sanitizePinInput } from "@stockroom/core";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../lib/fieldErrors";
import { errorMessage, trpc } from "../../trpc";
import { roleLabel } from "./memberRoles";

type Field = "email" | "fullName" | "role" | "password" | "quickAccessPin";

export const USER_CREATED_MESSAGE = "They can now login and will be prompted to change their password.";

/** Organization Settings → Members → Create user (admin-create-user). */
export function CreateMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const empty = { email: "", fullName: "", role: "member", password: "", quickAccessPin: "" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = trpc.organization.members.create.useMutation();
  const utils = trpc.useUtils();
  const set = (key: Field, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function close() {
    setValues(empty);
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createUserInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: async (created) => {
        notifications.show({ color: "green", title: `User ${created.email} created`, message: USER_CREATED_MESSAGE });
        await utils.organization.members.list.invalidate();
        close();
      },
      onError: (error) =>
        notifications.show({
          color: "red",
          title: "Error",
          message: `Failed to create user: ${errorMessage(error, "User creation failed")}`,
        }),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Create user">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            value={values.email}
            onChange={(e) => set("email", e.currentTarget.value)}
            error={errors.email}
            data-testid="create-user-email"
          />
          <TextInput
            label="Full name"
            value={values.fullName}
            onChange={(e) => set("fullName", e.currentTarget.value)}
            error={errors.fullName}
            data-testid="create-user-name"
          />
          <Select
            label="Role"
            data={CREATE_USER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
            value={values.role}
            onChange={(value) => value && set("role", value)}
            allowDeselect={false}
            error={errors.role}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters. They change it at first sign-in."
            value={values.password}
            onChange={(e) => set("password", e.currentTarget.value)}
            error={errors.password}
            data-testid="create-user-password"
          />
          <TextInput
            label="Quick Access PIN (optional)"
            inputMode="numeric"
            value={values.quickAccessPin}
            onChange={(e) => set("quickAccessPin", sanitizePinInput(e.currentTarget.value))}
            error={errors.quickAccessPin}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-user-submit">
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
