import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { createOrganizationInput, TEMPORARY_PASSWORD_NOTICE_MS } from "@stockroom/core";
import { type FormEvent, useState } from "react";
import { notifyFailure } from "../../lib/failureText";
import { type RouterOutputs, trpc } from "../../trpc";
import { FormActions } from "../../ui/FormActions";

type Created = RouterOutputs["platform"]["organizations"]["create"];

/**
 * Create Organization: the organization and its admin account in one step. A new admin
 * account gets a temporary password, shown once (a 25-second notice, and here until the
 * dialog closes) and changed at the first sign-in.
 */
export function CreateOrganizationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [adminEmail, setAdminEmail] = useState("");
  const [adminName, setAdminName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const create = trpc.platform.organizations.create.useMutation();
  const utils = trpc.useUtils();

  function close() {
    setName("");
    setDescription("");
    setAdminEmail("");
    setAdminName("");
    setError(null);
    setCreated(null);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createOrganizationInput.safeParse({ name, adminEmail, adminName, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: async (result) => {
        setCreated(result);
        const { admin, organization } = result;
        notifications.show({
          color: "green",
          title: "Organization created",
          message: admin.temporaryPassword
            ? `${organization.name} created. Admin ${admin.email}, temporary password: ${admin.temporaryPassword} (to be changed at first sign-in).`
            : `${organization.name} created with ${admin.email} as admin.`,
          autoClose: TEMPORARY_PASSWORD_NOTICE_MS,
        });
        await utils.platform.organizations.list.invalidate();
      },
      onError: (err) => notifyFailure("create organization", err),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Create Organization">
      {created ? (
        <Stack gap="md" data-testid="organization-created">
          <Text>
            <strong>{created.organization.name}</strong> was created with <strong>{created.admin.email}</strong> as
            admin.
          </Text>
          {created.admin.temporaryPassword ? (
            <Alert color="blue" variant="light" title="Temporary password">
              <Stack gap="xs">
                <Group gap="sm">
                  <Code fz="lg" data-testid="temporary-password">
                    {created.admin.temporaryPassword}
                  </Code>
                  <CopyButton value={created.admin.temporaryPassword}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="light" onClick={copy}>
                        {copied ? "Copied" : "Copy"}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
                <Text size="sm">
                  Give it to the admin: it works once, and they choose their own password at the first sign-in. It is
                  not shown again.
                </Text>
              </Stack>
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              The account already existed; they sign in with their own password.
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Organization name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-testid="new-organization-name"
            />
            <Textarea
              label="Description (optional)"
              autosize
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <TextInput
              label="Admin email"
              type="email"
              value={adminEmail}
              onChange={(e) => setAdminEmail(e.currentTarget.value)}
              data-testid="new-organization-admin"
            />
            <TextInput
              label="Admin full name"
              description="Shown to members; defaults to the part of the email before @"
              autoComplete="off"
              value={adminName}
              onChange={(e) => setAdminName(e.currentTarget.value)}
              data-testid="new-organization-admin-name"
            />
            {error ? (
              <Text c="red" size="sm" data-testid="create-organization-error">
                {error}
              </Text>
            ) : null}
            <FormActions
              onCancel={close}
              submitLabel="Create Organization"
              loading={create.isPending}
              submitTestId="create-organization-submit"
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
