import { Plural, Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const [search, setSearch] = useState("");
  const types = trpc.assetTypes.list.useQuery({ sort: "name", direction: "asc" }, { enabled: hasOrganization });
  if (!hasOrganization) return <OrganizationRequired />;
  const term = search.trim().toLowerCase();
  const shown = (types.data ?? []).filter(
    (item) =>
      term === "" || item.name.toLowerCase().includes(term) || (item.description ?? "").toLowerCase().includes(term),
  );
  return (
    <Stack gap="lg">
      <BackLink to="/inventory/add">
        <Trans>← Back to Add Inventory</Trans>
      </BackLink>
      <PageHeader
        title={t`Select Asset Type`}
        description={t`Choose the type of the asset you are adding inventory for.`}
      />
      <TextInput
        aria-label={t`Search asset types`}
        placeholder={t`Search asset types...`}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {types.isPending ? (
        <PageLoader />
      ) : types.isError ? (
        <Alert color="red">
          <Trans>Failed to load asset types</Trans>
        </Alert>
      ) : shown.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>
              <Trans>No asset types found</Trans>
            </Text>
            <ButtonLink to="/asset-types/new">
              <Trans>Create Asset Type</Trans>
            </ButtonLink>
          </Stack>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {shown.map((item) => (
            <Card key={item.id} withBorder padding="lg" style={{ borderLeft: `4px solid ${item.color}` }}>
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} truncate="end">
                    {item.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {item.assetCount > 0 ? (
                      <Badge variant="light">
                        <Plural value={item.assetCount} one="# asset" other="# assets" />
                      </Badge>
                    ) : null}
                    {item.hasForm ? (
                      <Badge variant="light" color="green">
                        <Trans>Has form</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {item.description || t`No description available`}
                </Text>
                <ButtonLink
                  mt="auto"
                  w="fit-content"
                  size="xs"
                  variant="light"
                  aria-label={t`View Assets of ${item.name}`}
                  to="/inventory/asset-type/$assetTypeId"
                  params={{ assetTypeId: item.id }}
                >
                  <Trans>View Assets</Trans>
                </ButtonLink>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
