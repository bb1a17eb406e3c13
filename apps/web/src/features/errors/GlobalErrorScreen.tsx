import { Trans } from "@lingui/react/macro";
import { Button, Center, Code, Paper, Stack, Text, Title } from "@mantine/core";
import { useLayoutEffect } from "react";
import { dropFirstPaint } from "../../lib/firstPaint";

/**
 * The last line of defence (spec 01 §2): the app itself failed. Used outside the router
 * too, so it only reloads the page and needs no router or data.
 */
export function GlobalErrorScreen({ error }: { error?: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  // /login's prerendered card (lib/firstPaint.ts) must not hide this screen.
  useLayoutEffect(() => dropFirstPaint(), []);
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={520} w="100%" role="alert">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} fz="h2">
            <Trans>Something went wrong!</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The application ran into an unexpected problem.</Trans>
          </Text>
          {detail ? (
            <Code block w="100%" ta="left">
              {detail}
            </Code>
          ) : null}
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload Application</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
