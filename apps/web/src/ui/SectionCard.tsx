import { Card, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A bordered card with its section title (an h2 under the page's h1) — the blocks of a
 * detail page or a long form. `titleSize` is the look only: h5 for detail blocks, h4 for
 * form sections.
 */
export function SectionCard({
  title,
  titleSize = "h5",
  children,
  "data-testid": testId,
}: {
  title: ReactNode;
  titleSize?: "h4" | "h5";
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Title order={2} fz={titleSize} mb={titleSize === "h4" ? "md" : "sm"}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
