import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** A form page that cannot show its form ('Form Not Found', an error): why, and the way back to /forms. */
export function FormUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1} fz="h3">
        {title}
      </Title>
      <Text c="dimmed">{message}</Text>
      <Button renderRoot={(props) => <Link to="/forms" {...props} />}>
        <Trans>Return to Forms</Trans>
      </Button>
    </Stack>
  );
}

/** A form that failed to load for another reason than not existing (spec 02: 'Failed to load form data'). */
export function FormLoadError() {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`Error`}>
      <Trans>Failed to load form data</Trans>
    </Alert>
  );
}
