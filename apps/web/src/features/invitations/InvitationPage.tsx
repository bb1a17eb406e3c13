import { Container } from "@mantine/core";
import { PlaceholderPage } from "../../ui/PlaceholderPage";

/** /invitation?token= (spec 01 §2 Invitation page); built with the organizations work. */
export function InvitationPage() {
  return (
    <Container size="sm" py="xl">
      <PlaceholderPage title="Accept Invitation" />
    </Container>
  );
}
