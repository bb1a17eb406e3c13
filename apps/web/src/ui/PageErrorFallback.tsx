import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";

/**
 * Shown in place of a screen that failed to render (spec 01 §2); the shell stays usable.
 * "Try Again" renders the screen again, "Reload Page" starts the page over.
 */
export function PageErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" title={t`Error Rendering Page Content`} role="alert" data-testid="page-error">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Something went wrong while showing this page.</Trans>
        </Text>
        {detail ? (
          <Code block fz="xs">
            {detail}
          </Code>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={() => window.location.reload()}>
            <Trans>Reload Page</Trans>
          </Button>
          <Button onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
