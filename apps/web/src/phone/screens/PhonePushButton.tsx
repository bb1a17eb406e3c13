import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { PhonePushOutcome } from "../lib/phonePush";
import { Button, Dimmed, Stack } from "../ui";

/**
 * 'Turn on notifications' on the phone's start page (issue 25: the phone app can subscribe to
 * web push). The work is a chunk of its own, loaded on the press; the notifications that then
 * arrive are the user's own switches' (App Settings).
 */
export function PhonePushButton() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PhonePushOutcome | null>(null);
  const [detail, setDetail] = useState("");
  if (typeof window !== "undefined" && !("PushManager" in window)) return null;
  const press = async () => {
    setBusy(true);
    try {
      const { subscribePhonePush } = await import("../lib/phonePush");
      const result = await subscribePhonePush();
      setOutcome(result.outcome);
      setDetail(result.error instanceof Error ? result.error.message : "");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Button variant="default" full onClick={() => void press()} disabled={busy} data-testid="phone-push">
        <Trans>Turn on notifications</Trans>
      </Button>
      <Dimmed role="status" data-testid="phone-push-status">
        {outcome === "on" ? (
          <Trans>Notifications are on for this phone.</Trans>
        ) : outcome === "denied" ? (
          <Trans>This phone did not allow notifications.</Trans>
        ) : outcome === "signin" ? (
          <Trans>Open an asset with your PIN first, then turn notifications on.</Trans>
        ) : outcome === "unsupported" ? (
          <Trans>This phone cannot receive notifications.</Trans>
        ) : outcome === "failed" ? (
          <Trans>Notifications could not be turned on: {detail}</Trans>
        ) : null}
      </Dimmed>
    </Stack>
  );
}
