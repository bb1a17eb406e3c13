import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useDateFormat } from "../../lib/formatDate";
import { errorMessage, trpc } from "../../trpc";

/** The organization's recent imports, each with its counts and an Undo while it stands. */
export function ImportHistory() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const format = useDateFormat();
  const batches = trpc.assets.import.batches.useQuery();
  const undo = trpc.assets.import.undo.useMutation({
    onSuccess: async (r) => {
      notifications.show({
        color: "teal",
        title: t`Import undone`,
        message: t`${r.undone} assets restored or removed.`,
      });
      await Promise.all([utils.assets.import.batches.invalidate(), utils.assets.list.invalidate()]);
    },
    onError: (error) =>
      notifications.show({
        color: "red",
        title: t`Undo refused`,
        message: errorMessage(error, t`The import could not be undone.`),
      }),
  });
  const list = batches.data ?? [];
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Recent imports</Trans>
        </Title>
        {list.length === 0 ? (
          <Text c="dimmed">
            <Trans>No imports yet.</Trans>
          </Text>
        ) : null}
        {list.map((b) => (
          <Group key={b.id} justify="space-between" wrap="wrap" gap="xs" data-testid="import-batch">
            <Stack gap={0} miw={0}>
              <Text fw={500} style={{ wordBreak: "break-word" }}>
                {b.fileName}
              </Text>
              <Text size="sm" c="dimmed">
                {format.dateTime(b.createdAt)} <Trans>by</Trans> {b.importedBy ?? "someone"}
                <Trans>
                  : {b.counts.created} created, {b.counts.updated} updated, {b.counts.unchanged} unchanged
                </Trans>
              </Text>
            </Stack>
            {b.status === "undone" ? (
              <Badge color="gray" variant="light">
                <Trans>Undone</Trans>
              </Badge>
            ) : (
              <Button
                variant="default"
                color="red"
                loading={undo.isPending && undo.variables?.batchId === b.id}
                onClick={() => undo.mutate({ batchId: b.id })}
                aria-label={t`Undo import of ${b.fileName}`}
              >
                <Trans>Undo</Trans>
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
