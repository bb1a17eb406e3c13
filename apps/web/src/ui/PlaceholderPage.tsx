import { Trans } from "@lingui/react/macro";
import { Paper, Stack, Text } from "@mantine/core";
import { PageHeader } from "./PageHeader";

/** A screen that a later piece of work builds; it keeps its route, title and place. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack gap="md" data-testid="placeholder-page">
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">
          <Trans>This screen is coming soon.</Trans>
        </Text>
      </Paper>
    </Stack>
  );
}
