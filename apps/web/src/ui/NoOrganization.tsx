import { useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The one banner for a screen that needs an organization and has none (an operator or a
 * new account). The spec words it per screen, so title and text are passed in; the
 * default is the asset screens' 'No organization selected'.
 */
export function NoOrganization({
  title: titled,
  children,
  color = "red",
  testId = "no-organization",
}: {
  /** `null` for a banner without a title. */
  title?: string | null;
  children?: ReactNode;
  color?: "red" | "yellow";
  testId?: string;
}) {
  const { t } = useLingui();
  const title = titled === undefined ? t`Error` : titled;
  return (
    <Alert color={color} title={title ?? undefined} data-testid={testId}>
      {children ?? t`No organization selected`}
    </Alert>
  );
}
