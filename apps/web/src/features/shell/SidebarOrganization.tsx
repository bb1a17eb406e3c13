import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar, Box, Group, Text, Tooltip } from "@mantine/core";
import type { Session } from "../../lib/session";

/** Top of the sidebar: the organization's logo (its avatar, or initials) and name. */
export function SidebarOrganization({
  membership,
  collapsed,
}: {
  membership: Session["membership"];
  collapsed: boolean;
}) {
  const { t } = useLingui();
  if (!membership) {
    return (
      <Box px={collapsed ? 0 : "sm"} py="sm" data-testid="sidebar-organization">
        {collapsed ? (
          <Tooltip label={t`Organization data not available`} position="right" openDelay={700}>
            <Avatar size={32} radius="md" mx="auto" color="gray" aria-label={t`Organization data not available`}>
              ?
            </Avatar>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Organization data not available</Trans>
          </Text>
        )}
      </Box>
    );
  }

  const { organization } = membership;
  const logo = (
    <Avatar
      src={organization.avatarUrl ?? undefined}
      name={organization.name}
      alt={t`${organization.name} logo`}
      color="initials"
      radius="md"
      size={32}
      data-testid="organization-logo"
    />
  );

  return (
    <Box px={collapsed ? 0 : "sm"} py="sm" data-testid="sidebar-organization">
      {collapsed ? (
        <Tooltip label={organization.name} position="right" openDelay={700}>
          <Box w="fit-content" mx="auto">
            {logo}
          </Box>
        </Tooltip>
      ) : (
        <Group gap="sm" wrap="nowrap">
          {logo}
          <Box miw={0}>
            <Text fw={600} size="sm" truncate="end" data-testid="organization-name">
              {organization.name}
            </Text>
            <Text size="xs" c="dimmed">
              Stockroom
            </Text>
          </Box>
        </Group>
      )}
    </Box>
  );
}
