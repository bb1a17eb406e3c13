import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { Session } from "../../lib/session";
import { useSignOut } from "../../lib/useSignOut";
import { IconBuilding, IconChevronDown, IconLogout, IconPlatform, IconSettings, IconUser } from "../../ui/icons";
import { OnDemandMenu } from "../../ui/OnDemandMenu";
import { displayName, roleBadge } from "./roleLabel";

/**
 * The user menu (spec 01 §2): role badge, Profile Settings, App Settings, Organization
 * Admin (organization admins), Platform Dashboard (platform operators) and Log out.
 */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useLingui();
  const { signOut, isPending } = useSignOut();
  const name = displayName(session.user);
  const role = roleBadge(session);
  const badge = role ? { ...role, label: typeof role.label === "string" ? role.label : t(role.label) } : null;

  return (
    // The first item takes the focus when the menu opens (by keyboard or pointer), so
    // arrow keys work at once; the button's name is the person's visible name and role.
    // Mounted when first opened (OnDemandMenu), so the header renders only its button.
    <OnDemandMenu
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
      menuItemTabIndex={0}
      target={
        <UnstyledButton data-testid="user-menu" px="xs" py={4} style={{ borderRadius: "var(--mantine-radius-md)" }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={session.user.avatarUrl ?? undefined}
              name={name}
              color="initials"
              size={30}
              radius="xl"
              aria-hidden
              alt=""
            />
            {/* On a phone the name is visually hidden, still the button's name. */}
            <Text size="sm" fw={500} truncate="end" maw={180} className="user-menu-name">
              {name}
            </Text>
            {badge ? (
              <Badge size="sm" variant="light" color={badge.color} visibleFrom="sm" data-testid="role-badge">
                {badge.label}
              </Badge>
            ) : null}
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      }
    >
      <Menu.Label>
        <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {session.user.email}
        </Text>
        {badge ? (
          <Badge size="xs" variant="light" color={badge.color} mt={6} hiddenFrom="sm">
            {badge.label}
          </Badge>
        ) : null}
      </Menu.Label>
      <Menu.Divider />
      <Menu.Item leftSection={<IconUser size={16} />} renderRoot={(props) => <Link to="/profile" {...props} />}>
        <Trans>Profile Settings</Trans>
      </Menu.Item>
      <Menu.Item
        leftSection={<IconSettings size={16} />}
        renderRoot={(props) => <Link to="/app-settings" {...props} />}
      >
        <Trans>App Settings</Trans>
      </Menu.Item>
      {session.isOrgAdmin ? (
        <Menu.Item
          leftSection={<IconBuilding size={16} />}
          renderRoot={(props) => <Link to="/organization-admin" {...props} />}
        >
          <Trans>Organization Admin</Trans>
        </Menu.Item>
      ) : null}
      {session.isOperator ? (
        <Menu.Item
          leftSection={<IconPlatform size={16} />}
          renderRoot={(props) => <Link to="/platform-dashboard" {...props} />}
        >
          <Trans>Platform Dashboard</Trans>
        </Menu.Item>
      ) : null}
      <Menu.Divider />
      <Menu.Item
        color="red"
        leftSection={<IconLogout size={16} />}
        onClick={() => void signOut()}
        disabled={isPending}
        data-testid="logout"
      >
        <Trans>Log out</Trans>
      </Menu.Item>
    </OnDemandMenu>
  );
}
