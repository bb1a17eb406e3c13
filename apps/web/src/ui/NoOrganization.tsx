import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The one banner for a screen that needs an organization and has none (an operator or a
 * new account). The spec words it per screen, so title and text are passed in; the
 * default is the asset screens' 'No organization selected'.
 */
export function NoOrganization({
  title = "Error",
  children = "No organization selected",
  color = "red",
  testId = "no-organization",
}: {
  /** `null` for a banner without a title. */
  title?: string | null;
  children?: ReactNode;
  color?: "red" | "yellow";
  testId?: string;
}) {
  return (
    <Alert color={color} title={title ?? undefined} data-testid={testId}>
      {children}
    </Alert>
  );
}
