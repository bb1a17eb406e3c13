import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { AccessDenied } from "../../ui/AccessDenied";

/** The platform console for someone who is not a platform operator (spec 01 §2), with the spec's toast. */
export function PlatformAccessDenied() {
  const { t } = useLingui();
  useEffect(() => {
    notifications.show({
      id: "platform-access-denied",
      color: "red",
      message: t`Access Denied: You are not a platform operator`,
    });
  }, [t]);
  return <AccessDenied message={t`You do not have permission to view this page.`} backLabel={t`Go to Dashboard`} />;
}
