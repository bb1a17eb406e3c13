import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Card, ColorSwatch, Group, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useOrgAccess } from "../../lib/orgAccess";
import { Fact } from "../../ui/Fact";
import { AssetTypeFormsTab } from "../forms/AssetTypeFormsTab";
import { type AssetTypeDetail, AssetTypeLoader } from "./AssetTypeLoader";
import { BarcodeSettingsCard } from "./BarcodeSettingsCard";
import { barcodeStatusText } from "./BarcodeSettingsFields";
import { CalculationFormulasCard } from "./CalculationFormulasCard";
import { ConversionFieldsEditor } from "./ConversionFieldsEditor";

/** /asset-types/{id}: tabs Details, Forms and Settings (spec 02 §2). */
export function AssetTypeDetailPage({ id }: { id: string }) {
  return <AssetTypeLoader id={id}>{(type) => <AssetTypeDetailView type={type} />}</AssetTypeLoader>;
}

function AssetTypeDetailView({ type }: { type: AssetTypeDetail }) {
  const { t } = useLingui();
  const { canWrite } = useOrgAccess();
  const { id } = type;
  const archived = type.deletedAt !== null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/asset-types" size="sm">
        <Trans>← Back to Asset Types</Trans>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <ColorSwatch color={type.color} size={28} aria-hidden="true" />
          <Title order={1} fz="h2">
            {type.name}
          </Title>
          {archived ? (
            <Badge color="gray" variant="light">
              <Trans>Archived</Trans>
            </Badge>
          ) : null}
        </Group>
        {canWrite && !archived ? (
          <Button
            variant="default"
            renderRoot={(props) => <Link to="/asset-types/edit/$id" params={{ id }} {...props} />}
          >
            <Trans>Edit</Trans>
          </Button>
        ) : null}
      </Group>

      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">
            <Trans>Details</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="forms">
            <Trans>Forms</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="settings">
            <Trans>Settings</Trans>
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="details" pt="md">
          <Card withBorder padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Fact label={t`Name`}>
                <Text>{type.name}</Text>
              </Fact>
              <Fact label={t`Colour`}>
                <Group gap="xs">
                  <ColorSwatch color={type.color} size={16} aria-hidden="true" />
                  <Text ff="monospace">{type.color}</Text>
                </Group>
              </Fact>
              <Fact label={t`Description`}>
                <Text c={type.description ? undefined : "dimmed"}>{type.description || t`No description`}</Text>
              </Fact>
              <Fact label={t`Barcodes`}>
                <Text data-testid="barcode-status">{barcodeStatusText(type)}</Text>
              </Fact>
              <Fact label={t`Assets`}>
                <Text>{type.assetCount}</Text>
              </Fact>
              <Fact label={t`Total inventory items`}>
                <Text data-testid="inventory-item-count">{type.inventoryItemCount}</Text>
              </Fact>
            </SimpleGrid>
            <Group mt="lg">
              <Button
                variant="light"
                renderRoot={(props) => <Link to="/inventory" search={{ assetType: id }} {...props} />}
              >
                <Trans>View Inventory</Trans>
              </Button>
              <Button
                variant="subtle"
                renderRoot={(props) => <Link to="/assets" search={{ assetType: id }} {...props} />}
              >
                <Trans>View Assets</Trans>
              </Button>
            </Group>
          </Card>
        </Tabs.Panel>

        <Tabs.Panel value="forms" pt="md">
          <Stack gap="md">
            <AssetTypeFormsTab assetTypeId={id} canWrite={canWrite && !archived} />
            <ConversionFieldsEditor
              key={id}
              assetTypeId={id}
              initialFields={type.conversionFields}
              canWrite={canWrite && !archived}
            />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="settings" pt="md">
          <Stack gap="md">
            <BarcodeSettingsCard
              key={`barcodes-${id}`}
              assetTypeId={id}
              initial={type}
              canWrite={canWrite && !archived}
            />
            <CalculationFormulasCard
              key={`formulas-${id}`}
              assetTypeId={id}
              initial={type.calculationFormulas}
              fieldNames={type.conversionFields.map((f) => f.field_name)}
              canWrite={canWrite && !archived}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
