import { Alert, Anchor, Badge, Button, Card, Grid, Group, Stack, Table, Text, Title } from "@mantine/core";
import { csvTemplate, csvTemplateFileName } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { downloadText } from "../../lib/download";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { useSession } from "../../lib/session";
import { PageLoader } from "../../ui/LoadingScreen";
import { NoOrganization } from "../../ui/NoOrganization";
import { exportFormDefinition } from "./exportFormDefinition";
import { FormBuilder } from "./FormBuilder";
import { FormRenderer } from "./FormRenderer";
import { draftOf } from "./formDraft";
import { groupLinks } from "./formLinks";
import { FIELD_TYPE_LABELS, type FormDetail } from "./formTypes";
import { useDynamicForm } from "./useDynamicForm";
import { useFormForEditing, useSaveFormDraft } from "./useFormDraftSave";

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
      return "Option";
    case "file":
      return "/files/form-uploads/…";
    default:
      return "Sample text";
  }
}

function ReadOnlyPreview({ form }: { form: FormDetail }) {
  const fields = form.fields ?? [];
  const dynamic = useDynamicForm({ fields, rules: form.rules, dependencies: form.dependencies, readOnly: true });
  return <FormRenderer fields={fields} form={dynamic} disabled />;
}

/**
 * /forms/{id}: the form's details — fields, a preview, associated asset types, the CSV
 * export format with its template download ('{name}_template.csv': labels, two blank
 * rows) and an information box; 'Edit Form' switches to the builder in place, where
 * 'Save Changes' saves on the server and shows 'Form saved'.
 */
export function FormDetailPage({ id }: { id: string }) {
  const format = useDateFormat();
  const { hasOrganization, canWrite } = useOrgAccess();
  const organizationName = useSession()?.membership?.organization.name ?? null;
  const query = useFormForEditing(id);
  const [editing, setEditing] = useState(false);
  const save = useSaveFormDraft(
    { id },
    (draft) => ({ title: "Form saved", message: `"${draft.title}" was saved.` }),
    () => setEditing(false),
  );

  if (!hasOrganization) {
    return (
      <NoOrganization title="No Organization Selected" color="yellow">
        Please ensure you're connected to an organization before creating or editing a form.
      </NoOrganization>
    );
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title="Error">
        Failed to load form data
      </Alert>
    );
  }
  const form = query.data;
  const fields = form.fields ?? [];
  const archived = form.deletedAt !== null;

  if (editing) {
    return (
      <FormBuilder
        key={`${form.id}-${form.version}`}
        heading="Edit Form"
        organizationName={organizationName}
        formId={form.id}
        initial={draftOf(form)}
        assetTypeId={form.links[0]?.assetTypeId ?? null}
        linkedTypes={form.links}
        saveLabel="Save Changes"
        onCancel={() => setEditing(false)}
        onSave={save}
      />
    );
  }

  const labels = fields.map((f) => f.label);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/forms" size="sm">
        ← Back to Forms
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} fz="h2">
              {form.name}
            </Title>
            {archived ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            Created {format.dateTime(form.createdAt)}
          </Text>
          <Group gap={4}>
            {groupLinks(form.links).map((g) => (
              <Badge key={g.id} variant="light" color="gray">
                {g.name}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => exportFormDefinition(form)}>
            Export
          </Button>
          <Button variant="default" renderRoot={(props) => <Link to="/forms/preview/$id" params={{ id }} {...props} />}>
            Preview
          </Button>
          {canWrite && !archived ? <Button onClick={() => setEditing(true)}>Edit Form</Button> : null}
        </Group>
      </Group>
      {form.description ? <Text>{form.description}</Text> : null}
      {form.fields === null ? (
        <Alert color="red">Form schema is missing or invalid. Please contact your administrator.</Alert>
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Title order={2} fz="h4" mb="sm">
                Fields
              </Title>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Label</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Required</Table.Th>
                    <Table.Th>Stock action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>{f.label}</Table.Td>
                      <Table.Td>{FIELD_TYPE_LABELS[f.type]}</Table.Td>
                      <Table.Td>{f.required ? "Yes" : "No"}</Table.Td>
                      <Table.Td>{f.inventory_action === "none" ? "—" : f.inventory_action}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} fz="h4" mb="sm">
                Preview
              </Title>
              <ReadOnlyPreview form={form} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Title order={2} fz="h4" mb="sm">
                Associated Asset Types
              </Title>
              {form.links.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Not linked to any asset types
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
                        {l.purpose}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              )}
            </Card>
            <Card withBorder padding="lg">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="h4">
                  CSV Export Format
                </Title>
                <Button
                  size="xs"
                  variant="light"
                  disabled={labels.length === 0}
                  onClick={() => downloadText(csvTemplateFileName(form.name), csvTemplate(labels), "text/csv")}
                >
                  Download CSV Template
                </Button>
              </Group>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Column</Table.Th>
                    <Table.Th>Example</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>{f.label}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {sampleValue(f.type)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} fz="h4" mb="sm">
                Form Information
              </Title>
              <Stack gap={4}>
                <Text size="sm">Purpose: {form.purpose ?? "other"}</Text>
                <Text size="sm">Version: {form.version}</Text>
                <Text size="sm">Fields: {fields.length}</Text>
                <Text size="sm">Last updated: {format.dateTime(form.updatedAt)}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {form.id}
                </Text>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
