import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Box, Button, Group, ScrollArea, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { notifyFailure } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { trpc } from "../../trpc";

type Item = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
};

/** The newest notifications of the signed-in user: unread first marked, each a link to its item. */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useQuery({ limit: 30 });
  const router = useRouter();
  const { dateTime } = useDateFormat();
  const refresh = () =>
    Promise.all([utils.notifications.list.invalidate(), utils.notifications.unreadCount.invalidate()]);
  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: refresh,
    onError: (error) => notifyFailure(t`mark the notification as read`, error),
  });
  const markAll = trpc.notifications.markAllRead.useMutation({
    onSuccess: refresh,
    onError: (error) => notifyFailure(t`mark all notifications as read`, error),
  });
  const items: Item[] = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;

  const open = (item: Item) => {
    if (!item.readAt) markRead.mutate({ notificationId: item.id });
    if (item.link) {
      onNavigate?.();
      void router.history.push(item.link);
    }
  };

  return (
    <Stack gap={0} data-testid="notification-list">
      <Group
        justify="space-between"
        px="md"
        py="sm"
        gap="xs"
        wrap="wrap"
        style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
      >
        <Title order={2} fz="md">
          <Trans>Notifications</Trans>
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="mark-all-read"
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </Group>
      {list.isError ? (
        <Text px="md" py="lg" c="red.8" size="sm">
          <Trans>Failed to load notifications</Trans>
        </Text>
      ) : items.length === 0 && !list.isLoading ? (
        <Text px="md" py="lg" c="dimmed" size="sm" data-testid="notifications-empty">
          <Trans>No notifications yet.</Trans>
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(70vh, 480px)" type="auto">
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {items.map((item) => {
              const title = item.title;
              return (
                <Box
                  component="li"
                  key={item.id}
                  px="md"
                  py="sm"
                  bg={item.readAt ? undefined : "var(--mantine-primary-color-light)"}
                  style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
                  data-testid="notification-item"
                  data-unread={item.readAt ? "false" : "true"}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <UnstyledButton
                      onClick={() => open(item)}
                      style={{ flex: 1, minWidth: 0 }}
                      aria-label={item.link ? t`${title}, open` : title}
                    >
                      <Text fw={item.readAt ? 500 : 700} size="sm" lineClamp={2}>
                        {item.title}
                      </Text>
                      <Text size="sm" lineClamp={3}>
                        {item.body}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {dateTime(item.createdAt)}
                      </Text>
                    </UnstyledButton>
                    {item.readAt ? null : (
                      <Anchor
                        component="button"
                        type="button"
                        size="xs"
                        onClick={() => markRead.mutate({ notificationId: item.id })}
                        aria-label={t`Mark "${title}" as read`}
                        style={{ whiteSpace: "nowrap" }}
                      >
                        <Trans>Mark as read</Trans>
                      </Anchor>
                    )}
                  </Group>
                </Box>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
