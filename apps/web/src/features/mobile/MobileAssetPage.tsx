import { Container } from "@mantine/core";
import { PlaceholderPage } from "../../ui/PlaceholderPage";

/** /mobile/asset/{assetId}: the URL in QR codes (spec 01 §2 Mobile QR page). Public. */
export function MobileAssetPage() {
  return (
    <Container size="xs" py="md">
      <PlaceholderPage title="Mobile Asset" />
    </Container>
  );
}
