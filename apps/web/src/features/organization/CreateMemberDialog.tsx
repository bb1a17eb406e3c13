import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import {
  CREATE_USER_ROLES,
  type CreateUserRole,
  createUserInput,
  sanitizePinInput,
  USER_CREATED_MESSAGE,
} from "@stockroom/core";
import { failureNotice } from "../../lib/failureText";
import { useZodForm } from "../../lib/form";
import { trpc } from "../../trpc";
import { FormDialog } from "../../ui/FormDialog";
import { PasswordField } from "../../ui/PasswordField";
import { RoleSelect } from "../../ui/RoleSelect";

interface CreateMemberValues extends Record<string, unknown> {
  email: string;
  fullName: string;
  role: CreateUserRole;
  password: string;
  quickAccessPin: string;
}

/** Organization Settings → Members → Create user (admin-create-user). */
export function CreateMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const form = useZodForm<CreateMemberValues>(createUserInput, {
    initialValues: { email: "", fullName: "", role: "member", password: "", quickAccessPin: "" },
  });
  const create = trpc.organization.members.create.useMutation();
  const utils = trpc.useUtils();

  return (
    <FormDialog
      title={t`Create user`}
      opened={opened}
      onClose={onClose}
      form={form}
      run={(values) => create.mutateAsync(createUserInput.parse(values))}
      success={(created) => ({ title: t`User ${created.email} created`, message: USER_CREATED_MESSAGE })}
      failure={(error) => failureNotice(t`create user`, error, { fallback: "User creation failed" })}
      onDone={() => utils.organization.members.list.invalidate()}
      submitLabel={t`Create user`}
      submitTestId="create-user-submit"
    >
      <TextInput label={t`Email`} type="email" {...form.getInputProps("email")} data-testid="create-user-email" />
      <TextInput label={t`Full name`} {...form.getInputProps("fullName")} data-testid="create-user-name" />
      <RoleSelect roles={CREATE_USER_ROLES} {...form.getInputProps("role")} />
      <PasswordField
        label={t`Password`}
        description={t`At least 8 characters. They change it at first sign-in.`}
        {...form.getInputProps("password")}
        data-testid="create-user-password"
      />
      <TextInput
        label={t`Quick Access PIN (optional)`}
        inputMode="numeric"
        {...form.getInputProps("quickAccessPin")}
        onChange={(event) => form.setFieldValue("quickAccessPin", sanitizePinInput(event.currentTarget.value))}
      />
    </FormDialog>
  );
}
