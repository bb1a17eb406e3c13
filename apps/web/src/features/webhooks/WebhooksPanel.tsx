import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { DeliveryLog } from "./DeliveryLog";
import { EndpointDialog, type WebhookEndpoint } from "./EndpointDialog";
import { SecretDialog } from "./SecretDialog";

/**
 * Organization settings › Webhooks (issue 27): the organization's endpoints, each with its
 * events and state, and its actions (edit, send a test event, rotate the secret, delete, open
 * the delivery log). Messages are signed per the Standard Webhooks specification.
 */
export function WebhooksPanel() {
  const { t } = useLingui();
  const format = useDateFormat();
  const utils = trpc.useUtils();
  const endpoints = trpc.webhooks.list.useQuery();
  const rotate = trpc.webhooks.rotateSecret.useMutation();
  const remove = trpc.webhooks.delete.useMutation();
  const sendTest = trpc.webhooks.sendTest.useMutation();
  const [editing, setEditing] = useState<WebhookEndpoint | "new" | null>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string; rotated: boolean } | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const refresh = () => utils.webhooks.list.invalidate();
  const list = endpoints.data ?? [];
  const logEndpoint = list.find((e) => e.id === logOf) ?? null;

  return (
    <Card withBorder padding="lg" radius="md" data-testid="panel-webhooks">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            <Trans>Webhooks</Trans>
          </Title>
          <Button onClick={() => setEditing("new")} data-testid="add-webhook-endpoint">
            <Trans>Add endpoint</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Stockroom POSTs each chosen event to your endpoints as JSON, signed per the Standard Webhooks specification
            (webhook-id, webhook-timestamp, webhook-signature). A failed delivery is retried for about a day; an
            endpoint that keeps failing is disabled.
          </Trans>
        </Text>
        {endpoints.isError ? (
          <Alert color="red" title={t`Error`} role="alert">
            {failureText(endpoints.error, t`The endpoints could not be loaded.`)}
          </Alert>
        ) : endpoints.isPending ? (
          <PageLoader />
        ) : list.length === 0 ? (
          <Text fw={600} ta="center" py="md">
            <Trans>No webhook endpoints yet</Trans>
          </Text>
        ) : (
          list.map((endpoint) => (
            <Card key={endpoint.id} withBorder padding="md" radius="sm" data-testid="webhook-endpoint">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0, flex: "1 1 240px" }}>
                    <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
                      {endpoint.url}
                    </Text>
                    {endpoint.description ? <Text size="sm">{endpoint.description}</Text> : null}
                  </Stack>
                  <Badge
                    variant="light"
                    color={endpoint.enabled ? "green" : "red"}
                    data-testid="webhook-endpoint-state"
                  >
                    {endpoint.enabled ? t`Enabled` : t`Disabled`}
                  </Badge>
                </Group>
                {!endpoint.enabled && endpoint.disabledReason ? (
                  <Text size="sm" c="red.9">
                    {endpoint.disabledReason}
                    {endpoint.disabledAt ? ` (${format.dateTime(endpoint.disabledAt)})` : ""}
                  </Text>
                ) : endpoint.consecutiveFailures > 0 ? (
                  <Text size="sm">
                    <Trans>Failed attempts in a row: {endpoint.consecutiveFailures}</Trans>
                  </Text>
                ) : null}
                <Group gap={6}>
                  {endpoint.eventTypes.map((type) => (
                    <Badge key={type} variant="outline" color="gray" tt="none">
                      {type}
                    </Badge>
                  ))}
                </Group>
                {endpoint.previousSecretExpiresAt ? (
                  <Text size="sm">
                    <Trans>
                      Also signed with the previous secret until {format.dateTime(endpoint.previousSecretExpiresAt)}
                    </Trans>
                  </Text>
                ) : null}
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="xs"
                    variant={logOf === endpoint.id ? "filled" : "light"}
                    onClick={() => setLogOf(logOf === endpoint.id ? null : endpoint.id)}
                    aria-expanded={logOf === endpoint.id}
                    aria-label={t`Delivery log of ${endpoint.url}`}
                    data-testid="webhook-open-log"
                  >
                    <Trans>Delivery log</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t`Send a test event to ${endpoint.url}`}
                    onClick={() =>
                      void runAction({
                        run: () => sendTest.mutateAsync({ endpointId: endpoint.id }),
                        success: {
                          title: t`Test event queued`,
                          message: t`It appears in the delivery log in a moment.`,
                        },
                        failure: (error) => ({ message: failureText(error, t`Failed to send a test event`) }),
                        onDone: async () => {
                          setLogOf(endpoint.id);
                          await utils.webhooks.deliveries.invalidate({ endpointId: endpoint.id });
                        },
                      })
                    }
                    data-testid="webhook-send-test"
                  >
                    <Trans>Send test event</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t`Edit ${endpoint.url}`}
                    onClick={() => setEditing(endpoint)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t`Rotate the signing secret of ${endpoint.url}`}
                    onClick={() =>
                      confirmAction({
                        title: t`Rotate the signing secret?`,
                        message: t`A new secret is made and shown once. For 24 hours messages are signed with both, so the receiver can switch.`,
                        confirmLabel: t`Rotate secret`,
                        run: () => rotate.mutateAsync({ endpointId: endpoint.id }),
                        onDone: async (result) => {
                          setSecret({ secret: result.secret, url: endpoint.url, rotated: true });
                          await refresh();
                        },
                        failure: (error) => ({ message: failureText(error, t`Failed to rotate the secret`) }),
                      })
                    }
                  >
                    <Trans>Rotate secret</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t`Delete ${endpoint.url}`}
                    onClick={() =>
                      confirmAction({
                        title: t`Delete this endpoint?`,
                        message: t`No more events are sent to it, and its delivery log is deleted.`,
                        confirmLabel: t`Delete`,
                        danger: true,
                        run: () => remove.mutateAsync({ endpointId: endpoint.id }),
                        success: { title: t`Deleted`, message: t`The endpoint was deleted.` },
                        failure: (error) => ({ message: failureText(error, t`Failed to delete the endpoint`) }),
                        onDone: refresh,
                      })
                    }
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))
        )}
        {logEndpoint ? <DeliveryLog key={logEndpoint.id} endpointId={logEndpoint.id} url={logEndpoint.url} /> : null}
        <Text size="sm">
          <Trans>
            How to verify a signature: see{" "}
            <Anchor href="https://www.standardwebhooks.com" target="_blank" rel="noreferrer" underline="always">
              standardwebhooks.com
            </Anchor>{" "}
            and the Webhooks section of the API documentation.
          </Trans>
        </Text>
      </Stack>
      {editing !== null ? (
        <EndpointDialog
          key={editing === "new" ? "new" : editing.id}
          endpoint={editing === "new" ? null : editing}
          opened
          onClose={() => setEditing(null)}
          onCreated={(result) => setSecret({ ...result, rotated: false })}
        />
      ) : null}
      <SecretDialog
        secret={secret?.secret ?? null}
        url={secret?.url ?? ""}
        rotated={secret?.rotated ?? false}
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}
