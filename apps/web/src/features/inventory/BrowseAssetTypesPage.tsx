import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useSession } from "../../lib/session";
import { trpc } from "../../trpc";
import { OrganizationRequired } from "./OrganizationRequired";

/** /inventory/browse-assets (spec 02 "Browse asset types (inventory)"). */
export function BrowseAssetTypesPage() {
  const membership = useSession()?.membership ?? null;
  const [search, setSearch] = useState("");
  const types = trpc.assetTypes.list.useQuery({ sort: "name", direction: "asc" }, { enabled: membership !== null });
  if (!membership) return <OrganizationRequired />;
  const term = search.trim().toLowerCase();
  const shown = (types.data ?? []).filter(
    (t) => term === "" || t.name.toLowerCase().includes(term) || (t.description ?? "").toLowerCase().includes(term),
  );
  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/inventory/add" {...props} />}>
        ← Back to Add Inventory
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Select Asset Type
        </Title>
        <Text c="dimmed">Choose the type of the asset you are adding inventory for.</Text>
      </Stack>
      <TextInput
        aria-label="Search asset types"
        placeholder="Search asset types..."
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {types.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : types.isError ? (
        <Alert color="red">Failed to load asset types</Alert>
      ) : shown.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>No asset types found</Text>
            <Button renderRoot={(props) => <Link to="/asset-types/new" {...props} />}>Create Asset Type</Button>
          </Stack>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {shown.map((t) => (
            <Card key={t.id} withBorder padding="lg" style={{ borderLeft: `4px solid ${t.color}` }}>
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} truncate="end">
                    {t.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {t.assetCount > 0 ? (
                      <Badge variant="light">{`${t.assetCount} ${t.assetCount === 1 ? "asset" : "assets"}`}</Badge>
                    ) : null}
                    {t.hasForm ? (
                      <Badge variant="light" color="green">
                        Has form
                      </Badge>
                    ) : null}
                  </Group>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {t.description || "No description available"}
                </Text>
                <Group mt="auto">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`View Assets of ${t.name}`}
                    renderRoot={(props) => (
                      <Link to="/inventory/asset-type/$assetTypeId" params={{ assetTypeId: t.id }} {...props} />
                    )}
                  >
                    View Assets
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
