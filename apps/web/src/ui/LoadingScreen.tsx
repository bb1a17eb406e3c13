import { useLingui } from "@lingui/react/macro";
import { Center, Loader, Stack, Text } from "@mantine/core";

/** Full-page wait, shown while the session is being read (spec 01 §2, §4). */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih="100dvh" data-testid="loading-screen">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label ?? t`Loading...`}
        </Text>
      </Stack>
    </Center>
  );
}

/** Smaller wait inside the content area while a screen's code loads. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py="xl" role="status" aria-label={t`Loading`}>
      <Loader />
    </Center>
  );
}
