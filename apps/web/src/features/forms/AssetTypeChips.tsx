import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Text, Tooltip } from "@mantine/core";
import { truncateChipName, visibleChips } from "@stockroom/core";
import { purposeWord } from "./formDraft";
import { groupLinks } from "./formLinks";
import type { FormLink } from "./formTypes";

/**
 * A form's asset type chips (spec 02 "Forms"): at most 3, then '+n'; names over 12
 * characters cut to 12 plus '...'; the tooltip lists the purposes; 'No asset links' when none.
 */
export function AssetTypeChips({ links }: { links: readonly FormLink[] }) {
  const { t } = useLingui();
  const groups = groupLinks(links);
  if (groups.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        <Trans>No asset links</Trans>
      </Text>
    );
  }
  const { shown, more } = visibleChips(groups);
  return (
    <Group gap={4}>
      {shown.map((g) => (
        <Tooltip key={g.id} label={t`Purpose: ${g.purposes.map(purposeWord).join(", ")}`} openDelay={300}>
          <Badge variant="light" color="gray" leftSection={<span style={{ color: g.color }}>●</span>}>
            {truncateChipName(g.name)}
          </Badge>
        </Tooltip>
      ))}
      {more ? (
        <Badge variant="outline" color="gray">
          {more}
        </Badge>
      ) : null}
    </Group>
  );
}
