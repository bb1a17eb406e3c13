import { useParams } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { withPreload } from "./lazyScreen";

/**
 * The component of a route whose screen takes one path parameter: it reads the parameter,
 * passes it on (with fixed `props`) and keys the screen by it, so another id mounts a fresh
 * screen. The screen's chunk loads when the router preloads the route.
 *
 *   component: paramScreen(AssetInventoryCheckPage, "assetId"),
 *   component: paramScreen(CreateInventoryPage, "assetId", { mode: "add" }),
 */
export function paramScreen<Props extends object, P extends keyof Props & string>(
  Screen: ComponentType<Props> & { preload: () => Promise<void> },
  param: P,
  ...[props]: Omit<Props, P> extends Record<string, never> ? [] : [Omit<Props, P>]
) {
  return withPreload(function ParamScreen() {
    const value = (useParams({ strict: false }) as Record<string, string | undefined>)[param] ?? "";
    return <Screen key={value} {...({ ...props, [param]: value } as Props)} />;
  }, Screen);
}
