import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { AccessDenied } from "../../ui/AccessDenied";

/** The platform console for someone who is not a platform operator (spec 01 §2), with the spec's toast. */
export function PlatformAccessDenied() {
  useEffect(() => {
    notifications.show({
      id: "platform-access-denied",
      color: "red",
      message: "Access Denied: You are not a platform operator",
    });
  }, []);
  return <AccessDenied message="You do not have permission to view this page." backLabel="Go to Dashboard" />;
}
