import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The top of every screen: its title as the page's one h1, an optional line of
 * description, and the screen's main actions. Sections below use h2, their parts h3.
 * The h1 keeps the size of the former h2 titles so layouts do not shift.
 */
export function PageHeader({
  title,
  description,
  actions,
  before,
  "data-testid": testId,
  titleTestId,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (they wrap below the title on a phone). */
  actions?: ReactNode;
  /** Something shown left of the title, e.g. a back button or a colour swatch. */
  before?: ReactNode;
  "data-testid"?: string;
  titleTestId?: string;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="center" miw={0}>
        {before}
        <Stack gap={2} miw={0}>
          <Title order={1} fz="h2" data-testid={titleTestId}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {actions ? (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
