import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, ScrollArea, Table, Text } from "@mantine/core";
import type { RouterOutputs } from "../../trpc";
import { OUTCOME_COLORS, OUTCOME_LABELS } from "./importText";

type Preview = RouterOutputs["assets"]["import"]["preview"];

/** The preview's rows: outcome, name, key, and what changes (old → new) or what is wrong. */
export function ImportPreviewTable({ preview }: { preview: Preview }) {
  const { t } = useLingui();
  const labelOf = new Map(preview.fields.map((f) => [f.value as string, f.label]));
  if (preview.rows.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No rows with this outcome.</Trans>
      </Text>
    );
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder miw={320} data-testid="import-preview-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Row</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Outcome</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Asset and what happens</Trans>
            </Table.Th>
            <Table.Th visibleFrom="sm">
              <Trans>Key</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((r) => (
            <Table.Tr key={r.row} data-outcome={r.outcome}>
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLORS[r.outcome]} variant="light">
                  {OUTCOME_LABELS()[r.outcome]}
                </Badge>
              </Table.Td>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Text size="sm" fw={500}>
                  {r.name}
                </Text>
                {r.errors.map((e) => (
                  <Text key={`${e.column}:${e.message}`} size="sm" c="red.8">
                    {e.column ? `${e.column}: ` : ""}
                    {e.message}
                  </Text>
                ))}
                {r.changes.map((c) => (
                  <Text key={c.field} size="sm">
                    {labelOf.get(c.field) ?? c.field}: {c.old === "" ? t`(empty)` : c.old} →{" "}
                    {c.new === "" ? t`(empty)` : c.new}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ wordBreak: "break-word" }}>
                {r.key}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
