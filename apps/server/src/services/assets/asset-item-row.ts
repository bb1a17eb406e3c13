import type { inventoryItems } from "@stockroom/db";

/**
 * The inventory item an asset gets when it is created with stock (the asset form, an
 * import): the asset's name and description, its quantity, location, price and unit.
 */
export function assetItemRow(
  owner: { orgId: string; actorId: string; assetId: string; assetTypeId: string },
  values: {
    name: string;
    description: string | null;
    quantity: number;
    location: string | null;
    cost: number | null;
    currency: string;
    unit: string | null;
  },
  barcode?: string | null,
): typeof inventoryItems.$inferInsert {
  return {
    organizationId: owner.orgId,
    assetId: owner.assetId,
    assetTypeId: owner.assetTypeId,
    name: values.name,
    description: values.description,
    ...(barcode === undefined ? {} : { barcode }),
    quantity: values.quantity,
    location: values.location ?? "",
    currentPrice: values.cost,
    currency: values.currency,
    metadata: { unit_type: values.unit },
    createdBy: owner.actorId,
  };
}
