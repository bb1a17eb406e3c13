import { Container } from "@mantine/core";
import { PlaceholderPage } from "../../ui/PlaceholderPage";

/** /qr/{code}: QR lookup landing (spec 01 §2). Public. */
export function QrLandingPage() {
  return (
    <Container size="xs" py="md">
      <PlaceholderPage title="QR Code" />
    </Container>
  );
}
