import { Paper, Stack, Text, Title } from "@mantine/core";

/** A screen that a later piece of work builds; it keeps its route, title and place. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack gap="md" data-testid="placeholder-page">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">This screen is coming soon.</Text>
      </Paper>
    </Stack>
  );
}
