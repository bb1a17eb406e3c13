import { Modal, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { CREATE_USER_ROLES, type CreateUserRole, createUserInput, sanitizePinInput } from "@stockroom/core";
import { type FormEvent, useState } from "react";
import { notifyFailure } from "../../lib/failureText";
import { fieldErrors } from "../../lib/fieldErrors";
import { trpc } from "../../trpc";
import { FormActions } from "../../ui/FormActions";
import { PasswordField } from "../../ui/PasswordField";
import { RoleSelect } from "../../ui/RoleSelect";

type Field = "email" | "fullName" | "role" | "password" | "quickAccessPin";

export const USER_CREATED_MESSAGE = "They can now login and will be prompted to change their password.";

/** Organization Settings → Members → Create user (admin-create-user). */
export function CreateMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const empty = { email: "", fullName: "", role: "member" as CreateUserRole, password: "", quickAccessPin: "" };
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
      onError: (error) => notifyFailure("create user", error, { fallback: "User creation failed" }),
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
          <RoleSelect
            roles={CREATE_USER_ROLES}
            value={values.role}
            onChange={(role) => set("role", role)}
            error={errors.role}
          />
          <PasswordField
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
          <FormActions
            onCancel={close}
            submitLabel="Create user"
            loading={create.isPending}
            submitTestId="create-user-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
