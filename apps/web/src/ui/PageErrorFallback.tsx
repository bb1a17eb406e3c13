import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";

/**
 * Shown in place of a screen that failed to render (spec 01 §2); the shell stays usable.
 * "Try Again" renders the screen again, "Reload Page" starts the page over.
 */
export function PageErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" title="Error Rendering Page Content" role="alert" data-testid="page-error">
      <Stack gap="sm">
        <Text size="sm">Something went wrong while showing this page.</Text>
        {detail ? (
          <Code block fz="xs">
            {detail}
          </Code>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
          <Button onClick={onRetry}>Try Again</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
