import { Trans, useLingui } from "@lingui/react/macro";
import { Box, Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
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

/** A product's name: the same in every language. */
const SLACK = "Slack";

function SlackCard() {
  const { t } = useLingui();
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
        title: SLACK,
        message: saved.configured ? t`Slack webhook saved` : t`Slack webhook removed`,
      });
    },
    onError: (e) => setError(failureText(e, t`Failed to save settings`)),
  });
  const test = trpc.notifications.testSlack.useMutation({
    onSuccess: () => notifications.show({ color: "green", title: SLACK, message: t`Test message sent` }),
    onError: (e) => notifyFailure(t`send the test message`, e),
  });
  const masked = slack.data?.masked ?? "";
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
          {SLACK}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Create an incoming webhook in Slack and paste its URL here. With Slack integration on, notifications are
            posted to its channel.
          </Trans>
        </Text>
        <Text size="sm" data-testid="slack-state">
          {slack.data?.configured ? t`Webhook set: ${masked}` : t`No webhook set.`}
        </Text>
        <TextInput
          label={t`Incoming webhook URL`}
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
            <Trans>Save webhook</Trans>
          </Button>
          <Button
            variant="default"
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={!slack.data?.configured}
            data-testid="test-slack"
          >
            <Trans>Send test message</Trans>
          </Button>
          {slack.data?.configured ? (
            <Button
              variant="subtle"
              color="red.8"
              onClick={() => save.mutate({ webhookUrl: "" })}
              data-testid="remove-slack"
            >
              <Trans>Remove webhook</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function RecipientsCard() {
  const { t } = useLingui();
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
          <Trans>Who is notified</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Low stock and inventory alerts of each asset type go to all managers and admins, or to the members you name.
          </Trans>
        </Text>
        {recipients.data && recipients.data.length === 0 ? (
          <Text size="sm">
            <Trans>No asset types yet.</Trans>
          </Text>
        ) : (
          // One row per asset type: its name beside the choice, which drops below it on a narrow
          // screen (a phone), so nothing scrolls sideways.
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label={t`Who is notified`}>
            {(recipients.data ?? []).map((row) => (
              <RecipientRow key={row.assetTypeId} row={row} options={options} />
            ))}
          </Stack>
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
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<RecipientMode>(row.mode);
  const [userIds, setUserIds] = useState<string[]>(row.userIds);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.notifications.setRecipients.useMutation({
    onSuccess: () => {
      setError(null);
      void utils.notifications.recipients.invalidate();
      notifications.show({ color: "green", title: row.assetTypeName, message: t`Recipients saved` });
    },
    onError: (e) => setError(failureText(e, t`Failed to save settings`)),
  });
  const changed = mode !== row.mode || userIds.join() !== row.userIds.join();
  const name = row.assetTypeName;
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      data-testid="recipient-row"
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} w={180} pt={{ base: 0, xs: 7 }} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        <Stack gap="xs" style={{ flex: "1 1 240px", minWidth: 0 }}>
          <Select
            aria-label={t`Who is notified of ${name}`}
            data={[
              { value: "managers", label: t`All managers and admins` },
              { value: "members", label: t`Named members` },
            ]}
            value={mode}
            onChange={(v) => setMode(v === "members" ? "members" : "managers")}
            allowDeselect={false}
            maw={280}
          />
          {mode === "members" ? (
            <MultiSelect
              aria-label={t`Members notified of ${name}`}
              placeholder={t`Choose members`}
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
                <Trans>Save</Trans>
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Box>
  );
}
