import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { createOrganizationInput, isTimeZone, TEMPORARY_PASSWORD_NOTICE_MS } from "@stockroom/core";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { failureNotice } from "../../lib/failureText";
import { useZodForm } from "../../lib/form";
import { appSettingsAtom } from "../../state/appSettingsAtom";
import { type RouterOutputs, trpc } from "../../trpc";
import { DialogForm } from "../../ui/FormDialog";

type Created = RouterOutputs["platform"]["organizations"]["create"];

interface OrganizationValues extends Record<string, unknown> {
  name: string;
  description: string;
  adminEmail: string;
  adminName: string;
}

/**
 * Create Organization: the organization and its admin account in one step. A new admin
 * account gets a temporary password, shown once (a 25-second notice, and here until the
 * dialog closes) and changed at the first sign-in.
 */
export function CreateOrganizationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const form = useZodForm<OrganizationValues>(createOrganizationInput, {
    initialValues: { name: "", description: "", adminEmail: "", adminName: "" },
  });
  // What the server created, shown in place of the form until the dialog closes.
  const [created, setCreated] = useState<Created | null>(null);
  const create = trpc.platform.organizations.create.useMutation();
  const appSettings = useAtomValue(appSettingsAtom);
  const utils = trpc.useUtils();

  function close() {
    form.reset();
    setCreated(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t`Create Organization`}>
      {created ? (
        <OrganizationCreated created={created} onDone={close} />
      ) : (
        <DialogForm
          form={form}
          run={(values) =>
            // The new organization's time zone defaults to the operator's own (App Settings).
            create.mutateAsync(
              createOrganizationInput.parse({
                ...values,
                timeZone: isTimeZone(appSettings.timezone) ? appSettings.timezone : undefined,
              }),
            )
          }
          success={({ admin, organization }) => ({
            title: t`Organization created`,
            message: admin.temporaryPassword
              ? t`${organization.name} created. Admin ${admin.email}, temporary password: ${admin.temporaryPassword} (to be changed at first sign-in).`
              : t`${organization.name} created with ${admin.email} as admin.`,
            autoClose: TEMPORARY_PASSWORD_NOTICE_MS,
          })}
          failure={(error) => failureNotice(t`create organization`, error)}
          onDone={async (result) => {
            setCreated(result);
            await utils.platform.organizations.list.invalidate();
          }}
          keepOpen={() => true}
          onClose={close}
          submitLabel={t`Create Organization`}
          submitTestId="create-organization-submit"
        >
          <TextInput label={t`Organization name`} {...form.getInputProps("name")} data-testid="new-organization-name" />
          <Textarea label={t`Description (optional)`} autosize minRows={2} {...form.getInputProps("description")} />
          <TextInput
            label={t`Admin email`}
            type="email"
            {...form.getInputProps("adminEmail")}
            data-testid="new-organization-admin"
          />
          <TextInput
            label={t`Admin full name`}
            description={t`Shown to members; defaults to the part of the email before @`}
            autoComplete="off"
            {...form.getInputProps("adminName")}
            data-testid="new-organization-admin-name"
          />
        </DialogForm>
      )}
    </Modal>
  );
}

/** The result: who the admin is and, for a new account, the temporary password (shown once). */
function OrganizationCreated({ created, onDone }: { created: Created; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" data-testid="organization-created">
      <Text>
        <Trans>
          <strong>{created.organization.name}</strong> was created with <strong>{created.admin.email}</strong> as admin.
        </Trans>
      </Text>
      {created.admin.temporaryPassword ? (
        <Alert color="blue" variant="light" title={t`Temporary password`}>
          <Stack gap="xs">
            <Group gap="sm">
              <Code fz="lg" data-testid="temporary-password">
                {created.admin.temporaryPassword}
              </Code>
              <CopyButton value={created.admin.temporaryPassword}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t`Copied` : t`Copy`}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">
              <Trans>
                Give it to the admin: it works once, and they choose their own password at the first sign-in. It is not
                shown again.
              </Trans>
            </Text>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>The account already existed; they sign in with their own password.</Trans>
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
