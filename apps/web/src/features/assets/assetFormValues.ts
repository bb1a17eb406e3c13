import { DEFAULT_CURRENCY } from "@stockroom/core";
import type { RouterOutputs } from "../../trpc";
import type { ConversionValue } from "../asset-types/ConversionValueInput";

export type AssetDetail = RouterOutputs["assets"]["get"];

/** What the asset form edits (spec 02 §5 "Asset form"); core's assetFormInput checks it. */
export interface AssetFormValues extends Record<string, unknown> {
  name: string;
  asset_type_id: string;
  description: string;
  status: string;
  serial_number: string;
  acquisition_date: string;
  parent_asset_id: string | null;
  location: string;
  location_details: string;
  distributor: string;
  cost: number | string;
  current_inventory: number | string;
  unit_type: string;
  currency: string;
  conversion_values: Record<string, ConversionValue>;
}

/** A new asset: status active, cost and stock 0, each, the default currency. */
export function emptyAssetValues(): AssetFormValues {
  return {
    name: "",
    asset_type_id: "",
    description: "",
    status: "active",
    serial_number: "",
    acquisition_date: "",
    parent_asset_id: null,
    location: "",
    location_details: "",
    distributor: "",
    cost: 0,
    current_inventory: 0,
    unit_type: "each",
    currency: DEFAULT_CURRENCY,
    conversion_values: {},
  };
}

/** The form's values for an existing asset (metadata holds location, cost, unit and conversion values). */
export function assetFormValuesOf(asset: AssetDetail): AssetFormValues {
  const m = asset.metadata;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : 0);
  const conversion: Record<string, ConversionValue> = {};
  for (const field of asset.assetType.conversionFields) {
    const v = m[field.field_name];
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") conversion[field.field_name] = v;
  }
  return {
    name: asset.name,
    asset_type_id: asset.assetType.id,
    description: asset.description ?? "",
    status: asset.status,
    serial_number: asset.serialNumber ?? "",
    acquisition_date: asset.acquisitionDate ?? "",
    parent_asset_id: asset.parentAssetId,
    location: str(m.location),
    location_details: str(m.location_details),
    distributor: str(m.distributor),
    cost: num(m.cost),
    current_inventory: asset.quantity ?? num(m.current_inventory),
    unit_type: str(m.unit_type) || "each",
    currency: str(m.currency) || DEFAULT_CURRENCY,
    conversion_values: conversion,
  };
}
