import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatMoney } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useDateFormat } from "../../lib/formatDate";
import { Fact } from "../../ui/Fact";
import { SectionCard } from "../../ui/SectionCard";
import type { AssetDetail } from "./assetFormValues";
import { textOf, unitTypeText } from "./assetText";

/** Tab 'details': the asset's fields and metadata, then its type's conversion values. */
export function AssetDetailsTab({ asset }: { asset: AssetDetail }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const m = asset.metadata;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Fact label={t`Description`}>
            <Text>{textOf(asset.description)}</Text>
          </Fact>
          <Fact label={t`Asset ID / Barcode`}>
            <Text ff="monospace">{textOf(asset.assetId ?? asset.barcode)}</Text>
          </Fact>
          <Fact label={t`Serial number`}>
            <Text>{textOf(asset.serialNumber)}</Text>
          </Fact>
          <Fact label={t`Acquisition date`}>
            <Text>{asset.acquisitionDate ?? "—"}</Text>
          </Fact>
          <Fact label={t`Location`}>
            <Text>{textOf(m.location)}</Text>
          </Fact>
          <Fact label={t`Location details`}>
            <Text>{textOf(m.location_details)}</Text>
          </Fact>
          <Fact label={t`Cost`}>
            <Text>{costText(m.cost, m.currency)}</Text>
          </Fact>
          <Fact label={t`Unit type`}>
            <Text>
              {typeof m.unit_type === "string" && m.unit_type ? unitTypeText(m.unit_type) : textOf(m.unit_type)}
            </Text>
          </Fact>
          <Fact label={t`Distributor`}>
            <Text>{textOf(m.distributor)}</Text>
          </Fact>
          <Fact label={t`Parent asset`}>
            {asset.parentAssetId ? (
              <Anchor
                renderRoot={(props) => <Link to="/assets/$id" params={{ id: asset.parentAssetId ?? "" }} {...props} />}
              >
                {asset.parentAssetName ?? t`Parent asset`}
              </Anchor>
            ) : (
              <Text>
                <Trans>None</Trans>
              </Text>
            )}
          </Fact>
          <Fact label={t`Created`}>
            <Text>
              {format.dateTime(asset.createdAt)}
              {asset.createdByName ? t` by ${asset.createdByName}` : ""}
            </Text>
          </Fact>
          <Fact label={t`Updated`}>
            <Text>{format.dateTime(asset.updatedAt)}</Text>
          </Fact>
        </SimpleGrid>
      </Card>
      {asset.assetType.conversionFields.length > 0 ? (
        <SectionCard title={t`Conversion Values`}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {asset.assetType.conversionFields.map((f) => (
              <Fact key={f.field_name} label={f.label}>
                <Text data-testid={`conversion-${f.field_name}`}>{textOf(m[f.field_name])}</Text>
              </Fact>
            ))}
          </SimpleGrid>
        </SectionCard>
      ) : null}
    </Stack>
  );
}

/** The asset's cost as every price reads (`formatMoney`); a stored value that is not a number shows as stored. */
function costText(cost: unknown, currency: unknown): string {
  if (cost === undefined || cost === null || cost === "") return "—";
  const amount = typeof cost === "number" ? cost : Number(cost);
  const code = typeof currency === "string" ? currency : null;
  return Number.isFinite(amount) && String(cost).trim() !== ""
    ? formatMoney(amount, code)
    : `${textOf(cost)} ${textOf(currency)}`;
}
