import { Trans } from "@lingui/react/macro";
import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** "Asset Type Not Found" with a return button (spec 02 §2). */
export function AssetTypeNotFound() {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm">
        <Title order={1} fz="h3">
          <Trans>Asset Type Not Found</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>The asset type you are looking for does not exist or belongs to another organization.</Trans>
        </Text>
        <Button renderRoot={(props) => <Link to="/asset-types" {...props} />}>
          <Trans>Return to Asset Types</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
