import { Trans } from "@lingui/react/macro";
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** Any path the app does not know (spec 01 §2). */
export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz="h2">
          <Trans>Oops! Page not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The page you are looking for does not exist or has been moved.</Trans>
        </Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>
          <Trans>Return to Home</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
