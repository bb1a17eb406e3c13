import { AccessDenied } from "../../ui/AccessDenied";

/** Organization Settings for someone who is not an organization admin (spec 01 §2). */
export function AdminAccessDenied() {
  return (
    <AccessDenied message="You need to be a system administrator to access this page" backLabel="Return to Dashboard" />
  );
}
