import { Paper, Stack, Title } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import { PanelActions } from "./PanelActions";

/**
 * One category of Organization Settings: a bordered panel with its h2, the fields, and
 * (for a panel that saves) Save / Reset with the unsaved-changes marker.
 */
export function SettingsPanel({
  title,
  testId,
  gap = "md",
  actions,
  children,
}: {
  title: string;
  testId: string;
  gap?: "md" | "lg";
  actions?: ComponentProps<typeof PanelActions>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid={testId}>
      <Stack gap={gap}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
      {actions ? <PanelActions {...actions} /> : null}
    </Paper>
  );
}
