import { useLocation } from "@tanstack/react-router";
import { lazyScreen } from "../../lib/lazyScreen";
import { isMobileQrFormVisit, isPhonePath } from "../../lib/mobileQr";
import { useSession } from "../../lib/session";
import { MAIN_CONTENT_ID } from "../../ui/SkipLink";
import { MobileLayout } from "./MobileLayout";
import { PageContent } from "./PageContent";
import { SessionEndedRedirect } from "./SessionEndedRedirect";

// Rare on a phone (an account that must change its password), so loaded only when needed.
const PasswordChangePage = lazyScreen(() => import("../auth/PasswordChangePage"), "PasswordChangePage");

/**
 * The signed-in layout of a mobile QR visit (`fromMobileQR=true`, spec 01 §2): the same
 * decisions as `AppLayout` for such a visit, without the sidebar, header menu and their
 * code, so the phone's count screen loads only the minimal layout.
 */
export function MobileShell() {
  const session = useSession();
  const location = useLocation();

  if (!session) {
    // The visit carries its own (PIN) session in navigation state; leaving the form for a
    // phone page renders this once more with the new location.
    if (isMobileQrFormVisit(location) || isPhonePath(location.pathname)) {
      return (
        <MobileLayout>
          <PageContent />
        </MobileLayout>
      );
    }
    return <SessionEndedRedirect />;
  }
  if (session.user.mustChangePassword) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PasswordChangePage />
      </main>
    );
  }
  return (
    <MobileLayout>
      <PageContent />
    </MobileLayout>
  );
}
