import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** Organization Settings for someone who is not an organization admin (spec 01 §2). */
export function AdminAccessDenied() {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} data-testid="access-denied">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          Access Denied
        </Title>
        <Text>You need to be a system administrator to access this page</Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Return to Dashboard</Button>
      </Stack>
    </Paper>
  );
}
