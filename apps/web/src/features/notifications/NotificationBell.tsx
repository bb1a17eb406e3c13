import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Indicator, Loader, Popover } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { trpc } from "../../trpc";
import { IconBell } from "../../ui/icons";

// The list is its own chunk: the header carries only the bell and its count.
const NotificationList = lazy(async () => ({ default: (await import("./NotificationList")).NotificationList }));

/** How often the unread count is asked again while the app is open (and on focus). */
const UNREAD_REFRESH_MS = 60_000;

/**
 * The bell in the header (issue 25): the caller's unread count in this organization, and the
 * list of notifications in a popover (mark as read, mark all as read, links to the item).
 */
export function NotificationBell() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const unread = trpc.notifications.unreadCount.useQuery(undefined, {
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const count = unread.data ?? 0;
  const label = count > 0 ? t`Notifications, ${count} unread` : t`Notifications`;
  // The count sits on the bell (outside the popover's target, which takes the popup's ARIA attributes).
  return (
    <Indicator
      label={count > 99 ? "99+" : count}
      size={18}
      offset={7}
      color="red.8"
      disabled={count === 0}
      data-testid="notification-count"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label={t`Notifications`}>
          {opened ? (
            <Suspense fallback={<Loader size="sm" m="md" aria-label={t`Loading notifications`} />}>
              <NotificationList onNavigate={() => setOpened(false)} />
            </Suspense>
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
