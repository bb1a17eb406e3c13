import { Trans } from "@lingui/react/macro";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/**
 * 'Access Denied' for a screen the signed-in user may not use (Organization Settings,
 * the platform console): the h1, the spec's sentence and a button back to the dashboard.
 */
export function AccessDenied({ message, backLabel }: { message: string; backLabel: string }) {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} data-testid="access-denied">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          <Trans>Access Denied</Trans>
        </Title>
        <Text>{message}</Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>{backLabel}</Button>
      </Stack>
    </Paper>
  );
}
