import { Box, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** The phone pages' minimal frame: one column, no sidebar, nothing of the signed-in shell. */
export function MobileFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" maw={480} mx="auto" px="md" py="lg" data-testid="mobile-frame">
      <Stack gap="md">{children}</Stack>
    </Box>
  );
}
