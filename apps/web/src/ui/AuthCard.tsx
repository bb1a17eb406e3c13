import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The centred card the signed-out screens share (login, reset password, forced change). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-default-hover)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={700} c="blue" size="sm" tt="uppercase" lts={1}>
              Stockroom
            </Text>
            <Title order={1} fz="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
