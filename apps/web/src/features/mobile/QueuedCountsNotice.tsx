import { Alert, List, Text } from "@mantine/core";
import { useQueuedCounts, WAITING_TO_SEND } from "../../lib/offlineQueue";

/** The counts kept on this phone until the connection returns ('waiting to send'). */
export function QueuedCountsNotice() {
  const items = useQueuedCounts();
  if (items.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={`${items.length} ${items.length === 1 ? "count" : "counts"} ${WAITING_TO_SEND}`}
      data-testid="queued-counts"
    >
      <Text size="sm">Kept on this phone; they are sent as soon as the connection returns.</Text>
      <List size="sm" mt={4}>
        {items.map((item) => (
          <List.Item key={item.clientSubmissionId}>
            {item.label} — {item.lastError ? `not accepted: ${item.lastError}` : WAITING_TO_SEND}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
