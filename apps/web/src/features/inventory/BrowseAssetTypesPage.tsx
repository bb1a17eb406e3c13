import { Alert, Badge, Card, Center, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink, ButtonLink } from "../../ui/RouterLinks";
import { OrganizationRequired } from "./OrganizationRequired";

/** /inventory/browse-assets (spec 02 "Browse asset types (inventory)"). */
export function BrowseAssetTypesPage() {
  const { hasOrganization } = useOrgAccess();
  const [search, setSearch] = useState("");
  const types = trpc.assetTypes.list.useQuery({ sort: "name", direction: "asc" }, { enabled: hasOrganization });
  if (!hasOrganization) return <OrganizationRequired />;
  const term = search.trim().toLowerCase();
  const shown = (types.data ?? []).filter(
    (t) => term === "" || t.name.toLowerCase().includes(term) || (t.description ?? "").toLowerCase().includes(term),
  );
  return (
    <Stack gap="lg">
      <BackLink to="/inventory/add">← Back to Add Inventory</BackLink>
      <PageHeader title="Select Asset Type" description="Choose the type of the asset you are adding inventory for." />
      <TextInput
        aria-label="Search asset types"
        placeholder="Search asset types..."
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {types.isPending ? (
        <PageLoader />
      ) : types.isError ? (
        <Alert color="red">Failed to load asset types</Alert>
      ) : shown.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>No asset types found</Text>
            <ButtonLink to="/asset-types/new">Create Asset Type</ButtonLink>
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
                <ButtonLink
                  mt="auto"
                  w="fit-content"
                  size="xs"
                  variant="light"
                  aria-label={`View Assets of ${t.name}`}
                  to="/inventory/asset-type/$assetTypeId"
                  params={{ assetTypeId: t.id }}
                >
                  View Assets
                </ButtonLink>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
