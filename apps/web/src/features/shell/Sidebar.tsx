import { useLingui } from "@lingui/react/macro";
import { Divider, NavLink, ScrollArea, Stack, Tooltip } from "@mantine/core";
import { Link, useRouterState } from "@tanstack/react-router";
import type { Session } from "../../lib/session";
import { isEntryActive, SIDEBAR_ENTRIES } from "./navigation";
import { SidebarOrganization } from "./SidebarOrganization";

/**
 * Sidebar content (spec 01 §2): organization on top, then the seven entries. Collapsed,
 * it is a 3rem rail of icons whose names show in tooltips.
 */
export function Sidebar({
  membership,
  collapsed,
  onNavigate,
}: {
  membership: Session["membership"];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <Stack gap={0} h="100%">
      <SidebarOrganization membership={membership} collapsed={collapsed} />
      <Divider />
      <ScrollArea flex={1} type="hover" scrollbarSize={6}>
        <Stack component="ul" gap={2} p={collapsed ? 4 : "xs"} m={0} style={{ listStyle: "none" }}>
          {SIDEBAR_ENTRIES.map((entry) => {
            const Icon = entry.icon;
            const label = t(entry.label);
            const active = isEntryActive(pathname, entry.to);
            const link = (
              <NavLink
                label={collapsed ? null : label}
                aria-label={collapsed ? label : undefined}
                leftSection={<Icon size={18} />}
                active={active}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                renderRoot={(props) => <Link to={entry.to} {...props} />}
                styles={
                  collapsed
                    ? {
                        root: { justifyContent: "center", paddingInline: 0 },
                        section: { marginInlineEnd: 0 },
                        body: { display: "none" },
                      }
                    : undefined
                }
                style={{ borderRadius: "var(--mantine-radius-sm)" }}
              />
            );
            return (
              <li key={entry.to}>
                {collapsed ? (
                  <Tooltip label={label} position="right" openDelay={700}>
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
