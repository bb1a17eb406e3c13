import { ASSET_NOT_FOUND_MESSAGE, mobileAssetUrl } from "@stockroom/core";
import { assets, systemLogs } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";
import { labelCodeSources } from "./label-code-sources";

export const QR_GENERATED_LOG_MESSAGE = "QR Code Generated";

/**
 * The QR result of an asset (spec 02 §3): the URL its code encodes,
 * `{PUBLIC_URL}/mobile/asset/{id}`, and its barcode. The browser draws the code. Each
 * generation is written to the system log; a failing log write does not fail the call.
 */
export async function generateAssetQr(
  { db, orgId, actorId }: ServiceContext,
  input: { id: string; origin: string; log?: (err: unknown) => void },
) {
  const [asset] = await db
    .select({ id: assets.id, name: assets.name, barcode: assets.barcode, labelNumber: assets.labelNumber })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, input.id)))
    .limit(1);
  if (!asset) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  const [code] = await labelCodeSources({ db, orgId }, [asset]);
  const generatedAt = new Date();
  try {
    await db.insert(systemLogs).values({
      organizationId: orgId,
      type: "info",
      message: QR_GENERATED_LOG_MESSAGE,
      details: { asset_id: asset.id, generation_time: generatedAt.toISOString() },
      actorId,
    });
  } catch (err) {
    input.log?.(err);
  }
  return {
    assetId: asset.id,
    assetName: asset.name,
    mobileUrl: mobileAssetUrl(input.origin, asset.id),
    barcode: asset.barcode,
    // What core's labelCodeText needs: the code printed under this asset's QR (issue 20).
    labelNumber: asset.labelNumber,
    barcodeShared: code?.barcodeShared ?? false,
    generatedAt,
  };
}
