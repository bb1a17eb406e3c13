import { useQueuedCounts, WAITING_TO_SEND } from "../lib/offlineQueue";
import { Alert } from "../ui";

/** The counts kept on this phone until the connection returns ('waiting to send'). */
export function QueuedCountsNotice() {
  const items = useQueuedCounts();
  if (items.length === 0) return null;
  return (
    <Alert
      tone="yellow"
      title={`${items.length} ${items.length === 1 ? "count" : "counts"} ${WAITING_TO_SEND}`}
      data-testid="queued-counts"
    >
      <p className="ph-text ph-small">Kept on this phone; they are sent as soon as the connection returns.</p>
      <ul className="ph-list ph-small">
        {items.map((item) => (
          <li key={item.clientSubmissionId}>
            {item.label} — {item.lastError ? `not accepted: ${item.lastError}` : WAITING_TO_SEND}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
