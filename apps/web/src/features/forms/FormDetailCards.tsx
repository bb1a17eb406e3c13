import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { csvTemplateFileName, csvTemplateTable } from "@stockroom/core";
import { writeCsv } from "@stockroom/core/csv/writeCsv";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { downloadText } from "../../lib/download";
import { useDateFormat } from "../../lib/formatDate";
import { purposeWord } from "./formDraft";
import { FIELD_TYPE_LABELS, type FormDetail, inventoryActionWord } from "./formTypes";

/** The form's CSV template: its field labels and two blank rows. */
function csvTemplateWritten(labels: readonly string[]): string {
  const { header, rows } = csvTemplateTable(labels);
  return writeCsv(header, rows);
}

/** A sample answer per field type, for the CSV export format table. */
function sampleValue(type: string): string {
  switch (type) {
    case "number":
    case "current_inventory":
      return "12";
    case "calculated":
    case "formula":
      return "24.00";
    case "date":
      return "2025-01-31";
    case "checkbox":
    case "switch":
      return "true";
    case "select":
    case "radio":
      return i18n._(msg`Option`);
    case "file":
      return "/files/form-uploads/…";
    default:
      return i18n._(msg`Sample text`);
  }
}

/** A titled card of the detail page, with an optional action beside the title. */
export function DetailCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function SimpleTable({ head, rows, striped }: { head: string[]; rows: [string, ReactNode[]][]; striped?: boolean }) {
  // A narrow screen scrolls the table sideways rather than cutting its last column off (German
  // headers such as "Bestandsaktion" are long); focusable, so the keyboard can scroll it too.
  return (
    <Box style={{ overflowX: "auto" }} tabIndex={0}>
      <Table striped={striped}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([key, cells]) => (
            <Table.Tr key={key}>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its identity.
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** The form's fields: label, type, required and stock action. */
export function FieldsCard({ form }: { form: FormDetail }) {
  const { t } = useLingui();
  return (
    <DetailCard title={t`Fields`}>
      <SimpleTable
        striped
        head={[t`Label`, t`Type`, t`Required`, t`Stock action`]}
        rows={(form.fields ?? []).map((f) => [
          f.id,
          [
            f.label,
            FIELD_TYPE_LABELS()[f.type],
            f.required ? t`Yes` : t`No`,
            f.inventory_action === "none" ? "—" : inventoryActionWord(f.inventory_action),
          ],
        ])}
      />
    </DetailCard>
  );
}

/**
 * The detail page's side column: the associated asset types, the CSV export format with
 * its template download ('{name}_template.csv': labels, two blank rows) and the form
 * information box.
 */
export function FormInformationCards({ form }: { form: FormDetail }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const fields = form.fields ?? [];
  const labels = fields.map((f) => f.label);
  return (
    <Stack gap="lg">
      <DetailCard title={t`Associated Asset Types`}>
        {form.links.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Not linked to any asset types</Trans>
          </Text>
        ) : (
          <Stack gap={4}>
            {form.links.map((l) => (
              <Group key={`${l.assetTypeId}-${l.purpose}`} justify="space-between">
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: l.assetTypeId }} {...props} />}
                >
                  {l.assetTypeName}
                </Anchor>
                <Badge size="sm" variant="light">
                  {purposeWord(l.purpose)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </DetailCard>
      <DetailCard
        title={t`CSV Export Format`}
        action={
          <Button
            size="xs"
            variant="light"
            disabled={labels.length === 0}
            onClick={() => downloadText(csvTemplateFileName(form.name), csvTemplateWritten(labels), "text/csv")}
          >
            <Trans>Download CSV Template</Trans>
          </Button>
        }
      >
        <SimpleTable
          head={[t`Column`, t`Example`]}
          rows={fields.map((f) => [
            f.id,
            [
              f.label,
              <Text key="sample" size="sm" ff="monospace">
                {sampleValue(f.type)}
              </Text>,
            ],
          ])}
        />
      </DetailCard>
      <DetailCard title={t`Form Information`}>
        <Stack gap={4}>
          <Text size="sm">
            <Trans>Purpose: {purposeWord(form.purpose)}</Trans>
          </Text>
          <Text size="sm">
            <Trans>Version: {form.version}</Trans>
          </Text>
          <Text size="sm">
            <Trans>Fields: {fields.length}</Trans>
          </Text>
          <Text size="sm">
            <Trans>Last updated: {format.dateTime(form.updatedAt)}</Trans>
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {form.id}
          </Text>
        </Stack>
      </DetailCard>
    </Stack>
  );
}
