import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_SEARCH_DEBOUNCE_MS, MOBILE_SEARCH_LIMIT } from "@stockroom/core";
import { useQuery } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useEffect, useState } from "react";
import { trpcClient } from "../../queryClient";
import { trpc } from "../../trpc";
import { withTimeout } from "../lib/offlineAnswers";
import { Alert, Button, Dimmed, Field, Stack } from "../ui";
import { type RecentAsset, recentAssets, rememberAsset } from "./recentAssets";

/** `value`, once it has stayed the same for `ms` (each change restarts the wait). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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
    <button type="button" className="ph-asset-row" onClick={() => onPick(asset)} data-testid="selector-asset">
      <span className="ph-asset-name">{asset.name}</span>
      {detail ? <span className="ph-asset-detail">{detail}</span> : null}
    </button>
  );
}

/**
 * Spec 02 mobile asset selector: name, description or serial number contains the search
 * (300 ms debounce, at most 50), the 10 assets chosen last on this phone, a retry button
 * on errors ("Unable to load assets. Please check your connection and try again."), shown
 * within 3 s without a connection.
 */
export function MobileAssetSelector({ onPick }: { onPick: (asset: RecentAsset) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), MOBILE_SEARCH_DEBOUNCE_MS);
  const input = { search: debounced, limit: MOBILE_SEARCH_LIMIT };
  // Without signal the spec's error and its retry button show at once, and within 3 s on a
  // connection that answers nothing (issue 20), instead of a spinner.
  const query = useQuery({
    queryKey: getQueryKey(trpc.mobile.assets, input, "query"),
    queryFn: ({ signal }) => withTimeout((s) => trpcClient.mobile.assets.query(input, { signal: s }), signal),
    retry: false,
    networkMode: "always",
  });
  const [recent] = useState(recentAssets);
  const pick = (asset: RecentAsset) => {
    rememberAsset(asset);
    onPick(asset);
  };
  return (
    <Stack>
      <Field label={t`Search assets`}>
        {(ids) => (
          <input
            {...ids}
            type="search"
            className="ph-input"
            placeholder={t`Name, description or serial number`}
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="selector-search"
            // biome-ignore lint/a11y/noAutofocus: the selector replaces the dialog's content; focus moves to its search
            autoFocus
          />
        )}
      </Field>
      {!debounced && recent.length > 0 ? (
        <Stack gap={6}>
          <h3 className="ph-section-title">
            <Trans>Recent assets</Trans>
          </h3>
          {recent.map((a) => (
            <AssetRow key={a.id} asset={a} onPick={pick} />
          ))}
        </Stack>
      ) : null}
      {query.isError ? (
        <Alert tone="red" role="alert">
          <Stack gap={8}>
            <span>
              <Trans>Unable to load assets. Please check your connection and try again.</Trans>
            </span>
            <Button className="ph-fit" onClick={() => void query.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : query.isPending ? (
        <div className="ph-loading ph-loading-small" aria-live="polite">
          <span className="ph-spinner" aria-hidden="true" />
          <span className="ph-sr-only">
            <Trans>Loading assets</Trans>
          </span>
        </div>
      ) : query.data.length === 0 ? (
        <Dimmed>
          <Trans>No assets found</Trans>
        </Dimmed>
      ) : (
        <Stack gap={6}>
          {debounced ? null : (
            <h3 className="ph-section-title">
              <Trans>All assets</Trans>
            </h3>
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
