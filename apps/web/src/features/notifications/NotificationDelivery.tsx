import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { notifyFailure } from "../../lib/failureText";
import { useNotificationPreferences } from "../../lib/notificationPreferences";
import { trpc } from "../../trpc";

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + "=".repeat((4 - (value.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/**
 * Below App Settings' notification switches: e-mail one per notification or a daily digest,
 * and Web Push for this browser (the service worker /sw.js shows the pushes).
 */
export function NotificationDelivery() {
  const { t } = useLingui();
  const preferences = useNotificationPreferences();
  const utils = trpc.useUtils();
  const status = trpc.notifications.pushStatus.useQuery(undefined, { enabled: pushSupported() });
  const subscribe = trpc.notifications.subscribePush.useMutation();
  const [busy, setBusy] = useState(false);
  const digest = preferences.values?.emailDigest ?? false;
  const browsers = status.data?.subscriptions ?? 0;

  const enablePush = async () => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        notifications.show({
          color: "yellow",
          title: t`Push notifications`,
          message: t`This browser did not allow notifications.`,
        });
        return;
      }
      const { publicKey } = await utils.notifications.pushKey.fetch();
      const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: base64UrlToBytes(publicKey),
        }));
      const json = subscription.toJSON();
      await subscribe.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      });
      preferences.save("pushNotifications", true);
      await utils.notifications.pushStatus.invalidate();
      notifications.show({
        color: "green",
        title: t`Push notifications`,
        message: t`This browser will show notifications.`,
      });
    } catch (error) {
      notifyFailure(t`turn on push notifications`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" pt="xs" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
      <Stack gap={6}>
        <Text fw={500} size="sm" id="email-delivery-label">
          <Trans>E-mail delivery</Trans>
        </Text>
        <Radio.Group
          aria-labelledby="email-delivery-label"
          value={digest ? "digest" : "each"}
          onChange={(value) => preferences.save("emailDigest", value === "digest")}
          data-testid="email-delivery"
        >
          <Stack gap={6}>
            <Radio value="each" label={t`One e-mail per notification`} disabled={!preferences.values} />
            <Radio value="digest" label={t`Daily digest`} disabled={!preferences.values} />
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          <Trans>
            A daily digest gathers the day's notifications into one e-mail, sent at 8:00 in the organization's time
            zone.
          </Trans>
        </Text>
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          onClick={() => void enablePush()}
          loading={busy}
          disabled={!pushSupported()}
          data-testid="enable-push"
        >
          <Trans>Turn on push in this browser</Trans>
        </Button>
        <Text size="sm" c="dimmed" data-testid="push-status">
          {!pushSupported()
            ? t`This browser cannot receive push notifications.`
            : browsers > 0
              ? plural(browsers, {
                  one: "Push is set up on # browser.",
                  other: "Push is set up on # browsers.",
                })
              : t`No browser is set up for push yet.`}
        </Text>
      </Group>
    </Stack>
  );
}
