import { Plural, Trans } from "@lingui/react/macro";
import { useQueuedCounts } from "../lib/offlineQueue";
import { Alert } from "../ui";

/** The counts kept on this phone until the connection returns ('waiting to send'). */
export function QueuedCountsNotice() {
  const items = useQueuedCounts();
  if (items.length === 0) return null;
  return (
    <Alert
      tone="yellow"
      title={<Plural value={items.length} one="# count waiting to send" other="# counts waiting to send" />}
      data-testid="queued-counts"
    >
      <p className="ph-text ph-small">
        <Trans>Kept on this phone; they are sent as soon as the connection returns.</Trans>
      </p>
      <ul className="ph-list ph-small">
        {items.map((item) => (
          <li key={item.clientSubmissionId}>
            {item.label} —{" "}
            {item.lastError ? <Trans>not accepted: {item.lastError}</Trans> : <Trans>waiting to send</Trans>}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
