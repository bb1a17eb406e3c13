import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { checkDeleteOrganizationConfirmation, DELETE_ORGANIZATION_CONFIRMATION } from "@stockroom/core";
import { useState } from "react";
import { runAction } from "../../lib/confirmAction";
import { errorMessage, trpc } from "../../trpc";

const LABELS = {
  members: "Members",
  assets: "Assets",
  inventory_items: "Inventory items",
  forms: "Forms",
  form_submissions: "Form submissions",
  reports: "Reports",
} as const;

/**
 * Danger Zone: delete the organization and everything in it. The preview shows what
 * goes; the delete needs "DELETE ORGANIZATION" typed exactly.
 */
export function DangerZone({
  organizationId,
  organizationName,
  onDeleted,
}: {
  organizationId: string;
  organizationName: string;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const preview = trpc.platform.organizations.deletionPreview.useQuery(
    { organizationId },
    { enabled: confirming, staleTime: 0 },
  );
  const remove = trpc.platform.organizations.delete.useMutation();
  const utils = trpc.useUtils();

  function dismiss() {
    setConfirming(false);
    setTyped("");
  }

  function confirm() {
    const check = checkDeleteOrganizationConfirmation(typed);
    if (!check.confirmed) {
      if (check.message) notifications.show({ color: "yellow", title: t`Cancelled`, message: check.message });
      dismiss();
      return;
    }
    void runAction({
      run: () => remove.mutateAsync({ organizationId, confirmation: DELETE_ORGANIZATION_CONFIRMATION }),
      success: { title: t`Deleted`, message: t`Organization deleted successfully` },
      failure: (error) => ({
        title: t`Failed to delete organization`,
        message: errorMessage(error, t`Failed to delete organization`),
      }),
      onDone: async () => {
        dismiss();
        await utils.platform.organizations.list.invalidate();
        onDeleted();
      },
    });
  }

  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t`Delete this organization`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>
              Deletes {organizationName} with its members' memberships, asset types, assets, inventory, forms,
              submissions and reports. Accounts stay, without an organization. This cannot be undone.
            </Trans>
          </Text>
          <Button color="red" onClick={() => setConfirming(true)} data-testid="open-delete-organization">
            <Trans>Delete organization</Trans>
          </Button>
        </Stack>
      </Alert>
      <Modal opened={confirming} onClose={dismiss} title={t`Delete ${organizationName}?`}>
        <Stack gap="md">
          {preview.isError ? (
            <Alert color="red">
              <Trans>Failed to load deletion preview</Trans>
            </Alert>
          ) : (
            <>
              <Title order={3} fz="sm">
                <Trans>What will be deleted</Trans>
              </Title>
              <SimpleGrid cols={2} spacing="xs" data-testid="deletion-preview">
                {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => (
                  <Group key={key} justify="space-between" wrap="nowrap">
                    <Text size="sm">{LABELS[key]}</Text>
                    <Text size="sm" fw={700} data-testid={`preview-${key}`}>
                      {preview.data ? preview.data.data_to_delete[key] : "…"}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            </>
          )}
          <TextInput
            label={t`Type ${DELETE_ORGANIZATION_CONFIRMATION} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-testid="delete-confirmation"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={remove.isPending}
              disabled={!preview.data}
              data-testid="confirm-delete-organization"
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
