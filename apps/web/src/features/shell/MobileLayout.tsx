import { Box, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../ui/SkipLink";

/**
 * Spec 01 §2: with fromMobileQR=true a minimal layout headed "Mobile" shows, no sidebar.
 * Plain boxes rather than Mantine's AppShell: the phone's count screen loads this layout,
 * and AppShell (with its resize and scroll-lock code) is only worth it with a sidebar.
 */
export function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="mobile-layout" mih="100dvh">
      <Box
        component="header"
        h={48}
        px="md"
        bg="var(--mantine-color-body)"
        style={{
          position: "sticky",
          top: 0,
          zIndex: 100,
          borderBottom: "1px solid var(--mantine-color-default-border)",
        }}
      >
        <Group h="100%">
          {/* Not a heading: the screen inside has the page's one h1. */}
          <Text fw={700} fz="lg">
            Mobile
          </Text>
        </Group>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} p="sm">
        {children}
      </Box>
    </Box>
  );
}
