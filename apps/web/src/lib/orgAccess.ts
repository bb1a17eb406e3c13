import { can } from "@stockroom/core";
import { useSession } from "./session";

/**
 * What the signed-in user may do in the current organization: whether there is one at
 * all, and whether they may change things (viewers may not; the server enforces it too).
 */
export function useOrgAccess(): { hasOrganization: boolean; canWrite: boolean; canImport: boolean } {
  const membership = useSession()?.membership ?? null;
  return {
    hasOrganization: membership !== null,
    canWrite: can(membership?.role, "write"),
    canImport: can(membership?.role, "import"),
  };
}
