import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { isColorColumn, moveColumn, type ReportColumn, removeColorColumn, toggleColumn } from "@stockroom/core";
import { columnLabel } from "./reportTexts";

/** Column selection: toggle, move up/down, delete colour separators. */
export function ColumnPicker({
  columns,
  onChange,
}: {
  columns: ReportColumn[];
  onChange: (columns: ReportColumn[]) => void;
}) {
  const { t } = useLingui();
  const selected = columns.filter((c) => c.selected).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="report-columns-title">
      <Group justify="space-between">
        <Title order={3} size="h5" id="report-columns-title">
          <Trans>Column Selection</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            {selected} of {columns.length} selected
          </Trans>
        </Text>
      </Group>
      <Paper withBorder p="xs" mah={340} style={{ overflowY: "auto" }}>
        <Stack gap={4} data-testid="report-columns">
          {columns.map((column, index) => {
            const color = isColorColumn(column);
            const label = columnLabel(column);
            const hex = column.color ?? "";
            return (
              <Group key={column.id} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Checkbox
                    checked={column.selected}
                    onChange={(e) => onChange(toggleColumn(columns, column.id, e.currentTarget.checked))}
                    label={label}
                    aria-label={t`Show column ${label}`}
                    styles={{ label: { overflowWrap: "anywhere" } }}
                  />
                  {color ? (
                    <Badge
                      size="xs"
                      variant="filled"
                      style={{ background: column.color ?? undefined }}
                      aria-label={t`Colour ${hex}`}
                    >
                      {column.color}
                    </Badge>
                  ) : null}
                </Group>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveColumn(columns, column.id, "up"))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t`Move ${label} down`}
                    disabled={index === columns.length - 1}
                    onClick={() => onChange(moveColumn(columns, column.id, "down"))}
                  >
                    ↓
                  </ActionIcon>
                  {color ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t`Delete colour column ${label}`}
                      onClick={() => onChange(removeColorColumn(columns, column.id))}
                    >
                      ×
                    </ActionIcon>
                  ) : null}
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Paper>
    </Stack>
  );
}
