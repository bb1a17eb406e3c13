import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One choice of a screen that asks what to do (add flow, action chooser): title, a line, details, its buttons. */
export function ChoiceCard({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
        {action ? (
          <Group gap="xs" mt="auto">
            {action}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
