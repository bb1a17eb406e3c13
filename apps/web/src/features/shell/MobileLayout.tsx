import { AppShell, Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** Spec 01 §2: with fromMobileQR=true a minimal layout headed "Mobile" shows, no sidebar. */
export function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 48 }} padding="sm" data-testid="mobile-layout">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Title order={1} fz="lg">
            Mobile
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
