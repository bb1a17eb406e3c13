import { Button, Card, Group, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";

/** The card around an inventory form (check, create, edit): its fields, then Cancel and the submit button. */
export function InventoryFormCard({
  onSubmit,
  submitLabel,
  loading,
  cancel,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  loading: boolean;
  cancel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit}>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="xs">
            {cancel}
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
