import { Container } from "@mantine/core";
import { PlaceholderPage } from "../../ui/PlaceholderPage";

/** /mobile-test/asset/{assetId}: diagnostics, opened in a 375x667 popup (spec 01 §2). */
export function MobileDiagnosticsPage() {
  return (
    <Container size="xs" py="md">
      <PlaceholderPage title="Mobile Diagnostics" />
    </Container>
  );
}
