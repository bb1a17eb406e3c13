import { useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { coreText } from "../../lib/inventoryText";
import { PageLoader } from "../../ui/LoadingScreen";
import { OrganizationRequired } from "./OrganizationRequired";

export interface InventoryLoad<T> {
  query: { isPending: boolean; isError: boolean; data?: T | undefined };
  hasOrganization: boolean;
  notFound: boolean;
}

/**
 * What every inventory screen of one asset or item shows before its data (spec 02 §8):
 * 'Organization Required' without an organization, the screen's own text for a missing
 * record — or, with `leaveTo`, an 'Error' toast with the spec's text and a way back —
 * a spinner while loading and the screen's 'Failed to load …' text; then the screen.
 */
export function InventoryGate<T>({
  load,
  loadError,
  missing,
  leaveTo,
  children,
}: {
  load: InventoryLoad<T>;
  loadError: string;
  missing?: ReactNode;
  leaveTo?: "/assets" | "/inventory/add";
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const leave = load.notFound && leaveTo !== undefined;
  useEffect(() => {
    if (!leave || !leaveTo) return;
    notifications.show({ color: "red", title: t`Error`, message: coreText(ASSET_NOT_FOUND_MESSAGE) });
    void navigate({ to: leaveTo, replace: true });
  }, [leave, leaveTo, navigate, t]);

  if (!load.hasOrganization) return <OrganizationRequired />;
  if (load.notFound && !leave && missing !== undefined) return missing;
  if (load.query.isPending || load.notFound) return <PageLoader />;
  if (load.query.isError || load.query.data === undefined) return <Alert color="red">{loadError}</Alert>;
  return children(load.query.data);
}
