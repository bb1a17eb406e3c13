import { useLingui } from "@lingui/react/macro";
import { AccessDenied } from "../../ui/AccessDenied";

/** Organization Settings for someone who is not an organization admin (spec 01 §2). */
export function AdminAccessDenied() {
  const { t } = useLingui();
  return (
    <AccessDenied
      message={t`You need to be a system administrator to access this page`}
      backLabel={t`Return to Dashboard`}
    />
  );
}
