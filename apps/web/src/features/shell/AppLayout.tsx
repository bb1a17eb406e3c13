import { useLingui } from "@lingui/react/macro";
import { ActionIcon, AppShell, Drawer, Group, Text, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_LAYOUT_QUERY, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from "@stockroom/core";
import { useLocation } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useCallback, useEffect, useLayoutEffect } from "react";
import { dropFirstPaint } from "../../lib/firstPaint";
import { lazyScreen } from "../../lib/lazyScreen";
import { type Session, useSession } from "../../lib/session";
import { mobileSidebarOpenAtom, sidebarOpenAtom } from "../../state/sidebar";
import { IconSidebar } from "../../ui/icons";
import { MAIN_CONTENT_ID } from "../../ui/SkipLink";
import { NotificationBell } from "../notifications/NotificationBell";
import { PageContent } from "./PageContent";
import { SessionEndedRedirect } from "./SessionEndedRedirect";
import { Sidebar } from "./Sidebar";
import { UserMenu } from "./UserMenu";
import { useSidebarShortcut } from "./useSidebarShortcut";

// Rare (an account that must change its password), so loaded only when needed.
const PasswordChangePage = lazyScreen(() => import("../auth/PasswordChangePage"), "PasswordChangePage");

/** Spec 01 §9: below 768px the layout is mobile (Mantine's `sm` is 48em = 768px). */
export const MOBILE_MEDIA_QUERY = MOBILE_LAYOUT_QUERY;

/** A screen that is not the one a first paint drew (lib/firstPaint.ts): it goes at once. */
function DropFirstPaint() {
  useLayoutEffect(() => dropFirstPaint(), []);
  return null;
}

/**
 * Every signed-in screen renders in here. The route guard already sent signed-out
 * visitors to /login; this component follows the session while the app is open.
 */
export function AppLayout() {
  const session = useSession();

  if (!session) return <SessionEndedRedirect />;
  // A required password change shows on its own, without the sidebar and menus.
  if (session.user.mustChangePassword) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <DropFirstPaint />
        <PasswordChangePage />
      </main>
    );
  }
  return <Shell session={session} />;
}

function Shell({ session }: { session: Session }) {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileSidebarOpenAtom);
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const pathname = useLocation({ select: (location) => location.pathname });

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen, setMobileOpen]);
  useSidebarShortcut(toggle);

  // The phone drawer closes when the screen changes or the window grows to desktop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose.
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname, isMobile, setMobileOpen]);

  const expanded = isMobile ? mobileOpen : open;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={isMobile ? undefined : { width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON, breakpoint: "sm" }}
      padding="md"
      data-mobile={isMobile ? "true" : "false"}
    >
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={expanded ? t`Collapse sidebar (Ctrl+B)` : t`Expand sidebar (Ctrl+B)`} openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={toggle}
                aria-label={t`Toggle sidebar`}
                aria-expanded={expanded}
                aria-controls={isMobile ? "mobile-sidebar" : "sidebar"}
                data-testid="sidebar-toggle"
              >
                <IconSidebar size={20} />
              </ActionIcon>
            </Tooltip>
            {isMobile ? (
              <Text fw={600} truncate="end">
                {session.membership?.organization.name ?? "Stockroom"}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session.membership ? <NotificationBell /> : null}
            <UserMenu session={session} />
          </Group>
        </Group>
      </AppShell.Header>

      {isMobile ? (
        <Drawer
          opened={mobileOpen}
          onClose={() => setMobileOpen(false)}
          size={SIDEBAR_WIDTH_MOBILE}
          padding={0}
          withCloseButton={false}
          keepMounted
        >
          <nav
            id="mobile-sidebar"
            aria-label={t`Sidebar`}
            data-testid="sidebar"
            data-state={mobileOpen ? "open" : "closed"}
            data-mobile="true"
            style={{ height: "100dvh" }}
          >
            <Sidebar membership={session.membership} collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </nav>
        </Drawer>
      ) : (
        <AppShell.Navbar
          id="sidebar"
          component="nav"
          aria-label={t`Sidebar`}
          data-testid="sidebar"
          data-state={open ? "open" : "closed"}
          data-collapsible={open ? "" : "icon"}
          style={{ transition: "width 200ms ease" }}
        >
          <Sidebar membership={session.membership} collapsed={!open} />
        </AppShell.Navbar>
      )}

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PageContent />
      </AppShell.Main>
    </AppShell>
  );
}
