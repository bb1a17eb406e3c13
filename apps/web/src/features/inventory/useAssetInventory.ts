import { isEntityId } from "@stockroom/core";
import { useOrgAccess } from "../../lib/orgAccess";
import { isNotFoundError, trpc } from "../../trpc";

const retry = (count: number, error: unknown) => !isNotFoundError(error) && count < 2;

/**
 * The per-asset inventory context (summary, forms, latest 10 events) of the screens of one
 * asset; `notFound` for an id that is not one or an asset the organization does not have.
 * Nothing is asked without an organization (the screen shows its banner instead).
 */
export function useAssetInventory(assetId: string) {
  const { hasOrganization } = useOrgAccess();
  const valid = isEntityId(assetId);
  const query = trpc.inventory.items.forAsset.useQuery({ assetId }, { enabled: valid && hasOrganization, retry });
  return { query, hasOrganization, notFound: !valid || (query.isError && isNotFoundError(query.error)) };
}

/** One inventory item with its latest events and month-end counts (detail and edit screens). */
export function useInventoryItem(id: string) {
  const { hasOrganization } = useOrgAccess();
  const valid = isEntityId(id);
  const query = trpc.inventory.items.get.useQuery({ id }, { enabled: valid && hasOrganization, retry });
  return { query, hasOrganization, notFound: !valid || (query.isError && isNotFoundError(query.error)) };
}
