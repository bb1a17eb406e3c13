import { Alert, Button, Group, Text } from "@mantine/core";
import { errorMessage } from "../../trpc";

/** 'Failed to load organization members', why, and Retry (Members page and panel). */
export function MembersLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title="Failed to load organization members">
      <Group gap="sm">
        <Text size="sm">{errorMessage(error, "Please try again.")}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
