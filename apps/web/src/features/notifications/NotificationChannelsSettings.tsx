import { Button, Group, MultiSelect, Paper, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { isSlackWebhookUrl, type RecipientMode, SLACK_WEBHOOK_INVALID_MESSAGE } from "@stockroom/core";
import { useState } from "react";
import { failureText, notifyFailure } from "../../lib/failureText";
import { trpc } from "../../trpc";

/** Organization settings › Notifications, below the switches: the Slack webhook and who hears of each asset type. */
export function NotificationChannelsSettings() {
  return (
    <Stack gap="lg">
      <SlackCard />
      <RecipientsCard />
    </Stack>
  );
}

function SlackCard() {
  const utils = trpc.useUtils();
  const slack = trpc.notifications.slack.useQuery();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = trpc.notifications.setSlack.useMutation({
    onSuccess: (saved) => {
      utils.notifications.slack.setData(undefined, saved);
      setUrl("");
      notifications.show({
        color: "green",
        title: "Slack",
        message: saved.configured ? "Slack webhook saved" : "Slack webhook removed",
      });
    },
    onError: (e) => setError(failureText(e, "Failed to save settings")),
  });
  const test = trpc.notifications.testSlack.useMutation({
    onSuccess: () => notifications.show({ color: "green", title: "Slack", message: "Test message sent" }),
    onError: (e) => notifyFailure("send the test message", e),
  });
  const submit = () => {
    // The server runs the same rule (and, in tests, admits a local receiver).
    if (url !== "" && !isSlackWebhookUrl(url) && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
      setError(SLACK_WEBHOOK_INVALID_MESSAGE);
      return;
    }
    setError(null);
    save.mutate({ webhookUrl: url });
  };
  return (
    <Paper withBorder p="lg" radius="md" data-testid="slack-settings">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Slack
        </Title>
        <Text size="sm" c="dimmed">
          Create an incoming webhook in Slack and paste its URL here. With Slack integration on, notifications are
          posted to its channel.
        </Text>
        <Text size="sm" data-testid="slack-state">
          {slack.data?.configured ? `Webhook set: ${slack.data.masked}` : "No webhook set."}
        </Text>
        <TextInput
          label="Incoming webhook URL"
          placeholder="https://hooks.slack.com/services/…"
          value={url}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-testid="slack-url"
        />
        <Group gap="sm">
          <Button onClick={submit} loading={save.isPending} disabled={url === ""} data-testid="save-slack">
            Save webhook
          </Button>
          <Button
            variant="default"
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={!slack.data?.configured}
            data-testid="test-slack"
          >
            Send test message
          </Button>
          {slack.data?.configured ? (
            <Button
              variant="subtle"
              color="red.8"
              onClick={() => save.mutate({ webhookUrl: "" })}
              data-testid="remove-slack"
            >
              Remove webhook
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function RecipientsCard() {
  const recipients = trpc.notifications.recipients.useQuery();
  const members = trpc.notifications.members.useQuery();
  const options = (members.data ?? []).map((m) => ({
    value: m.userId,
    label: m.fullName ? `${m.fullName} (${m.email})` : m.email,
  }));
  return (
    <Paper withBorder p="lg" radius="md" data-testid="recipient-settings">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Who is notified
        </Title>
        <Text size="sm" c="dimmed">
          Low stock and inventory alerts of each asset type go to all managers and admins, or to the members you name.
        </Text>
        {recipients.data && recipients.data.length === 0 ? (
          <Text size="sm">No asset types yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Asset type</Table.Th>
                  <Table.Th>Notify</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(recipients.data ?? []).map((row) => (
                  <RecipientRow key={row.assetTypeId} row={row} options={options} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function RecipientRow({
  row,
  options,
}: {
  row: { assetTypeId: string; assetTypeName: string; mode: RecipientMode; userIds: string[] };
  options: { value: string; label: string }[];
}) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<RecipientMode>(row.mode);
  const [userIds, setUserIds] = useState<string[]>(row.userIds);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.notifications.setRecipients.useMutation({
    onSuccess: () => {
      setError(null);
      void utils.notifications.recipients.invalidate();
      notifications.show({ color: "green", title: row.assetTypeName, message: "Recipients saved" });
    },
    onError: (e) => setError(failureText(e, "Failed to save settings")),
  });
  const changed = mode !== row.mode || userIds.join() !== row.userIds.join();
  return (
    <Table.Tr data-testid="recipient-row">
      <Table.Td style={{ verticalAlign: "top", paddingTop: 18 }}>
        <Text size="sm" fw={500}>
          {row.assetTypeName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap="xs">
          <Select
            aria-label={`Who is notified of ${row.assetTypeName}`}
            data={[
              { value: "managers", label: "All managers and admins" },
              { value: "members", label: "Named members" },
            ]}
            value={mode}
            onChange={(v) => setMode(v === "members" ? "members" : "managers")}
            allowDeselect={false}
            maw={280}
          />
          {mode === "members" ? (
            <MultiSelect
              aria-label={`Members notified of ${row.assetTypeName}`}
              placeholder="Choose members"
              data={options}
              value={userIds}
              onChange={setUserIds}
              searchable
              error={error}
              maw={420}
            />
          ) : error ? (
            <Text size="sm" c="red.8">
              {error}
            </Text>
          ) : null}
          {changed ? (
            <Group>
              <Button
                size="xs"
                onClick={() =>
                  save.mutate({ assetTypeId: row.assetTypeId, mode, userIds: mode === "members" ? userIds : [] })
                }
                loading={save.isPending}
              >
                Save
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
