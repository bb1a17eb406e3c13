import { Badge } from "@mantine/core";
import { assetStatusBadgeVariant } from "@stockroom/core";
import { assetStatusText } from "../lib/inventoryText";

/** Spec 02 §4 badges: active default, maintenance secondary, retired destructive, other outline. */
const LOOK = {
  default: { variant: "filled", color: "blue" },
  secondary: { variant: "light", color: "gray" },
  destructive: { variant: "filled", color: "red" },
  outline: { variant: "outline", color: "gray" },
} as const;

export function AssetStatusBadge({ status }: { status: string }) {
  const look = LOOK[assetStatusBadgeVariant(status)];
  return (
    <Badge variant={look.variant} color={look.color} tt="capitalize" data-testid="asset-status">
      {assetStatusText(status)}
    </Badge>
  );
}
