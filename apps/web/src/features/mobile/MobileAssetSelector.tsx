import { Alert, Button, Loader, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MOBILE_ASSET_SELECTOR_ERROR, MOBILE_SEARCH_DEBOUNCE_MS, MOBILE_SEARCH_LIMIT } from "@stockroom/core";
import { useState } from "react";
import { trpc } from "../../trpc";
import { type RecentAsset, recentAssets, rememberAsset } from "./recentAssets";

function AssetRow({
  asset,
  detail,
  onPick,
}: {
  asset: RecentAsset;
  detail?: string;
  onPick: (a: RecentAsset) => void;
}) {
  return (
    <UnstyledButton
      onClick={() => onPick(asset)}
      p="sm"
      style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
      data-testid="selector-asset"
    >
      <Text fw={600}>{asset.name}</Text>
      {detail ? (
        <Text size="sm" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      ) : null}
    </UnstyledButton>
  );
}

/**
 * Spec 02 mobile asset selector: name, description or serial number contains the search
 * (300 ms debounce, at most 50), the 10 assets chosen last on this phone, a retry button
 * on errors ("Unable to load assets. Please check your connection and try again.").
 */
export function MobileAssetSelector({ onPick }: { onPick: (asset: RecentAsset) => void }) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), MOBILE_SEARCH_DEBOUNCE_MS);
  const query = trpc.mobile.assets.useQuery({ search: debounced, limit: MOBILE_SEARCH_LIMIT }, { retry: false });
  const recent = recentAssets();
  const pick = (asset: RecentAsset) => {
    rememberAsset(asset);
    onPick(asset);
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Search assets"
        placeholder="Name, description or serial number"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-testid="selector-search"
      />
      {!debounced && recent.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Recent assets
          </Text>
          {recent.map((a) => (
            <AssetRow key={a.id} asset={a} onPick={pick} />
          ))}
        </Stack>
      ) : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text size="sm">{MOBILE_ASSET_SELECTOR_ERROR}</Text>
            <Button size="xs" w="fit-content" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : query.isPending ? (
        <Loader size="sm" aria-label="Loading assets" />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No assets found
        </Text>
      ) : (
        <Stack gap={6}>
          {debounced ? null : (
            <Text size="sm" fw={600}>
              All assets
            </Text>
          )}
          {query.data.map((a) => (
            <AssetRow
              key={a.id}
              asset={{ id: a.id, name: a.name }}
              detail={[a.assetTypeName, a.serialNumber, a.description].filter(Boolean).join(" · ")}
              onPick={pick}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
