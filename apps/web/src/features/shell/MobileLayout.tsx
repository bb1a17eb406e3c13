import { AppShell, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../ui/SkipLink";

/** Spec 01 §2: with fromMobileQR=true a minimal layout headed "Mobile" shows, no sidebar. */
export function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 48 }} padding="sm" data-testid="mobile-layout">
      <AppShell.Header>
        <Group h="100%" px="md">
          {/* Not a heading: the screen inside has the page's one h1. */}
          <Text fw={700} fz="lg">
            Mobile
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
