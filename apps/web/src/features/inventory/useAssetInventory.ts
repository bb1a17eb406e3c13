import { isEntityId } from "@stockroom/core";
import { isNotFoundError, trpc } from "../../trpc";

/** The per-asset inventory context (summary, forms, latest 10 events); `notFound` for a missing asset. */
export function useAssetInventory(assetId: string, enabled = true) {
  const valid = isEntityId(assetId);
  const query = trpc.inventory.items.forAsset.useQuery(
    { assetId },
    { enabled: valid && enabled, retry: (count, error) => !isNotFoundError(error) && count < 2 },
  );
  const notFound = !valid || (query.isError && isNotFoundError(query.error));
  return { query, notFound };
}
