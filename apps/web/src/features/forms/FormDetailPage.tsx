import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { PageLoader } from "../../ui/LoadingScreen";
import { NoOrganization } from "../../ui/NoOrganization";
import { ExistingFormBuilder } from "./ExistingFormBuilder";
import { exportFormDefinition } from "./exportFormDefinition";
import { DetailCard, FieldsCard, FormInformationCards } from "./FormDetailCards";
import { FormRenderer } from "./FormRenderer";
import { FormLoadError } from "./FormUnavailable";
import { groupLinks } from "./formLinks";
import type { FormDetail } from "./formTypes";
import { useDynamicForm } from "./useDynamicForm";
import { useFormForEditing, useSaveFormDraft } from "./useFormDraftSave";

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
  const { t } = useLingui();
  const format = useDateFormat();
  const { hasOrganization, canWrite } = useOrgAccess();
  const query = useFormForEditing(id);
  const [editing, setEditing] = useState(false);
  const save = useSaveFormDraft(
    { id },
    (draft) => ({ title: t`Form saved`, message: t`"${draft.title}" was saved.` }),
    () => setEditing(false),
  );

  if (!hasOrganization) {
    return (
      <NoOrganization title={t`No Organization Selected`} color="yellow">
        <Trans>Please ensure you're connected to an organization before creating or editing a form.</Trans>
      </NoOrganization>
    );
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <FormLoadError />;
  const form = query.data;
  const _fields = form.fields ?? [];
  const archived = form.deletedAt !== null;
  const created = format.dateTime(form.createdAt);

  if (editing) {
    return (
      <ExistingFormBuilder form={form} saveLabel={t`Save Changes`} onCancel={() => setEditing(false)} onSave={save} />
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/forms" size="sm">
        <Trans>← Back to Forms</Trans>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} fz="h2">
              {form.name}
            </Title>
            {archived ? (
              <Badge color="gray" variant="light">
                <Trans>Archived</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Created {created}</Trans>
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
            <Trans>Export</Trans>
          </Button>
          <Button variant="default" renderRoot={(props) => <Link to="/forms/preview/$id" params={{ id }} {...props} />}>
            <Trans>Preview</Trans>
          </Button>
          {canWrite && !archived ? (
            <Button onClick={() => setEditing(true)}>
              <Trans>Edit Form</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>
      {form.description ? <Text>{form.description}</Text> : null}
      {form.fields === null ? (
        <Alert color="red">
          <Trans>Form schema is missing or invalid. Please contact your administrator.</Trans>
        </Alert>
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FieldsCard form={form} />
            <DetailCard title={t`Preview`}>
              <ReadOnlyPreview form={form} />
            </DetailCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <FormInformationCards form={form} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
