import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";

/** The platform console for someone who is not a platform operator (spec 01 §2). */
export function PlatformAccessDenied() {
  useEffect(() => {
    notifications.show({
      id: "platform-access-denied",
      color: "red",
      message: "Access Denied: You are not a platform operator",
    });
  }, []);
  return (
    <Paper withBorder p="xl" radius="md" maw={560} data-testid="access-denied">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          Access Denied
        </Title>
        <Text>You do not have permission to view this page.</Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Go to Dashboard</Button>
      </Stack>
    </Paper>
  );
}
