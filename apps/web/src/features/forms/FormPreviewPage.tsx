import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Badge, Button, Card, Code, Group, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { formDataExportFileName, REQUIRED_FIELDS_TOAST } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { downloadText } from "../../lib/download";
import { useDateFormat } from "../../lib/formatDate";
import { isNotFoundError, retryUnlessNotFound, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { coreText } from "./coreMessages";
import { FormRenderer } from "./FormRenderer";
import { FormLoadError, FormUnavailable } from "./FormUnavailable";
import type { FormDetail } from "./formTypes";
import { useDynamicForm } from "./useDynamicForm";

interface PreviewSubmission {
  captured_at: string;
  values: Record<string, unknown>;
  /** Previewed submissions carry the asset data they were made with; the preview has no asset. */
  asset_data: null;
}

function PreviewTab({ form, onSubmitted }: { form: FormDetail; onSubmitted: (s: PreviewSubmission) => void }) {
  const { t } = useLingui();
  const fields = form.fields ?? [];
  const dynamic = useDynamicForm({ fields, rules: form.rules, dependencies: form.dependencies });
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <FormRenderer fields={fields} form={dynamic} />
        <Group>
          <Button
            onClick={() => {
              const result = dynamic.validate();
              if (!result.ok) {
                notifications.show({
                  color: "red",
                  title: coreText(REQUIRED_FIELDS_TOAST.title),
                  message: coreText(REQUIRED_FIELDS_TOAST.description),
                });
                return;
              }
              onSubmitted({ captured_at: new Date().toISOString(), values: result.values, asset_data: null });
              notifications.show({
                color: "green",
                title: t`Form Submitted`,
                message: t`Preview answers were added to Submitted Data.`,
              });
              dynamic.reset();
            }}
          >
            <Trans>Submit</Trans>
          </Button>
          <Text size="xs" c="dimmed">
            <Trans>Preview submissions are not saved and do not change stock.</Trans>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /forms/preview/{id}: tabs Preview (the renderer; a submit here is kept on this page
 * only) and Submitted Data (the form's saved submissions plus this page's preview
 * answers), 'Export Data' as '{name}_data.json', 'Edit Form'.
 */
export function FormPreviewPage({ id }: { id: string }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const query = trpc.forms.get.useQuery({ id }, { retry: retryUnlessNotFound });
  const submissions = trpc.forms.submissions.useQuery({ formId: id }, { enabled: query.isSuccess });
  const [previewed, setPreviewed] = useState<PreviewSubmission[]>([]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFoundError(query.error)) {
      return <FormUnavailable title={t`Form Not Found`} message={t`The requested form could not be found`} />;
    }
    return <FormLoadError />;
  }
  const form = query.data;
  const fields = form.fields ?? [];
  const saved = submissions.data ?? [];
  const submittedCount = saved.length + previewed.length;

  const exportData = () => {
    const data = {
      form: { id: form.id, name: form.name },
      exported_at: new Date().toISOString(),
      fields: fields.map((f) => ({ id: f.id, label: f.label, type: f.type })),
      submissions: saved.map((s) => ({
        id: s.id,
        asset_id: s.assetId,
        asset_name: s.assetName,
        submitted_by: s.submittedByName,
        month_year: s.monthYear,
        created_at: s.createdAt,
        values: s.values,
      })),
      preview_submissions: previewed,
    };
    downloadText(formDataExportFileName(form.name), JSON.stringify(data, null, 2));
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/forms" size="sm">
        <Trans>← Back to Forms</Trans>
      </Anchor>
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {form.name}
          </Title>
          {form.description ? <Text c="dimmed">{form.description}</Text> : null}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={exportData}>
            <Trans>Export Data</Trans>
          </Button>
          <Button renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id }} {...props} />}>
            <Trans>Edit Form</Trans>
          </Button>
        </Group>
      </Group>
      {form.fields === null ? (
        <Alert color="red">
          <Trans>Form schema is missing or invalid. Please contact your administrator.</Trans>
        </Alert>
      ) : null}
      <Tabs defaultValue="preview">
        <Tabs.List>
          <Tabs.Tab value="preview">
            <Trans>Preview</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="data">
            <Trans>Submitted Data ({submittedCount})</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="preview" pt="md">
          <PreviewTab form={form} onSubmitted={(s) => setPreviewed((list) => [s, ...list])} />
        </Tabs.Panel>
        <Tabs.Panel value="data" pt="md">
          {saved.length + previewed.length === 0 ? (
            <Text c="dimmed">
              <Trans>No submissions yet.</Trans>
            </Text>
          ) : (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>When</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Asset</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>By</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Answers</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {previewed.map((p) => (
                  <Table.Tr key={p.captured_at}>
                    <Table.Td>{format.dateTime(p.captured_at)}</Table.Td>
                    <Table.Td>
                      <Badge size="xs" variant="light" color="gray">
                        <Trans>Preview</Trans>
                      </Badge>
                    </Table.Td>
                    <Table.Td>—</Table.Td>
                    <Table.Td>
                      <Code block>{JSON.stringify(p.values, null, 1)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {saved.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{format.dateTime(s.createdAt)}</Table.Td>
                    <Table.Td>{s.assetName ?? "—"}</Table.Td>
                    <Table.Td>{s.submittedByName ?? "—"}</Table.Td>
                    <Table.Td>
                      <Code block>
                        {JSON.stringify(
                          Object.fromEntries(
                            fields.map((f) => [f.label, s.values[f.id]]).filter(([, v]) => v !== undefined),
                          ),
                          null,
                          1,
                        )}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
