import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  canSaveForm,
  checkFormBuilderSave,
  formBuilderDraft,
  type RendererFieldType,
  VALIDATION_ERROR_TITLE,
} from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { type ReactNode, useMemo, useState } from "react";
import { failureText } from "../../lib/failureText";
import { applyServerErrors } from "../../lib/form";
import { trpc } from "../../trpc";
import { AssetTypeBanner } from "./AssetTypeBanner";
import { BuilderFieldList } from "./BuilderFieldList";
import { BulkOperationsDialog } from "./BulkOperationsDialog";
import { builderMessage, coreText } from "./coreMessages";
import { FieldPropertiesPanel } from "./FieldPropertiesPanel";
import { FormDetailsCard } from "./FormDetailsCard";
import { builderErrors, type FormDraft } from "./formDraft";
import { createField, type FormField, type FormLink } from "./formTypes";
import { TestValuesCard } from "./TestValuesCard";

function translatedErrors(errors: Record<string, ReactNode>): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path,
      typeof message === "string" ? builderMessage(message) : message,
    ]),
  );
}

export type { FormDraft } from "./formDraft";

/**
 * The form builder (create and edit): title, description, purpose, the asset type banner,
 * the field list (drag, move up/down, delete, 'Add Field', 'Add specific field type'),
 * Bulk Operations, the Field Properties panel with the formula builder, and test values.
 * The draft is one `useZodForm` over core's `formBuilderDraft`; the page decides what
 * saving means (create or update) through `onSave`, and a failure it throws shows here.
 */
export function FormBuilder({
  heading,
  organizationName,
  formId,
  initial,
  assetTypeId,
  linkedTypes,
  onChangeType,
  saveLabel = i18n._(msg`Save Form`),
  onSave,
  onCancel,
  canWrite = true,
}: {
  heading: string;
  organizationName: string | null;
  formId: string | null;
  initial: FormDraft;
  assetTypeId: string | null;
  linkedTypes: readonly FormLink[] | null;
  onChangeType?: (() => void) | undefined;
  saveLabel?: string;
  onSave: (draft: FormDraft) => Promise<void>;
  onCancel: () => void;
  canWrite?: boolean;
}) {
  const { t } = useLingui();
  // lib/form's useZodForm, with core's messages shown in the screen's language.
  const form = useForm<FormDraft>({
    validateInputOnBlur: true,
    initialValues: initial,
    validate: (values) => translatedErrors(zod4Resolver(formBuilderDraft)(values)),
  });
  const [selectedId, setSelectedId] = useState<string | null>(initial.fields[0]?.id ?? null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [testValues, setTestValues] = useState<Record<string, unknown>>({});
  const { title, fields, rules, dependencies } = form.values;

  const context = trpc.forms.builderContext.useQuery({ assetTypeId, formId });
  const mappable = useMemo(
    () =>
      (context.data?.mappableFields ?? []).map((m) => ({
        name: m.name,
        label: m.label,
        formName: m.formName,
        source: m.source,
      })),
    [context.data],
  );

  const addField = (type: RendererFieldType) => {
    const field = createField(type, fields);
    form.insertListItem("fields", field);
    setSelectedId(field.id);
  };
  /** Replaces the field list; rules and dependencies of fields that are gone go with them. */
  const replaceFields = (next: FormField[]) => {
    const ids = new Set(next.map((f) => f.id));
    form.setValues({
      fields: next,
      rules: rules.filter((r) => ids.has(r.field_id)),
      dependencies: dependencies.filter((d) => ids.has(d.target_field_id) && ids.has(d.source_field_id)),
    });
    if (selectedId && !ids.has(selectedId)) setSelectedId(next[0]?.id ?? null);
  };
  const removeField = (index: number) => {
    const removed = fields[index];
    if (!removed) return;
    replaceFields(fields.filter((_, i) => i !== index));
    if (selectedId === removed.id) setSelectedId(null);
  };

  const save = form.onSubmit(
    async (values) => {
      const check = checkFormBuilderSave({
        title: values.title,
        organizationId: organizationName === null ? null : "current",
      });
      if (!check.ok) {
        notifications.show({ color: "red", title: coreText(check.title), message: coreText(check.message) });
        return;
      }
      try {
        await onSave({ ...values, title: values.title.trim() });
      } catch (error) {
        applyServerErrors({ setErrors: (errors) => form.setErrors(builderErrors(errors)) }, error);
        notifications.show({ color: "red", title: t`Error`, message: failureText(error, t`Failed to save form`) });
      }
    },
    (errors) =>
      notifications.show({
        color: "red",
        title: coreText(VALIDATION_ERROR_TITLE),
        message: String(Object.values(errors)[0] ?? t`Please check the form.`),
      }),
  );

  const selectedIndex = fields.findIndex((f) => f.id === selectedId);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {heading}
          </Title>
          {organizationName ? (
            <Text size="sm" c="dimmed">
              <Trans>Organization: {organizationName}</Trans>
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          {canWrite ? (
            <Button
              onClick={() => save()}
              loading={form.submitting}
              disabled={!canSaveForm({ saving: form.submitting, title, fieldCount: fields.length })}
              data-testid="save-form"
            >
              {saveLabel}
            </Button>
          ) : null}
        </Group>
      </Group>

      {context.data?.assetType ? (
        <AssetTypeBanner
          type={context.data.assetType}
          ownMappableLabels={fields.filter((f) => f.mappable).map((f) => f.label)}
          onChangeType={onChangeType}
        />
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FormDetailsCard form={form} linkedTypes={linkedTypes} />
            <BuilderFieldList
              fields={fields}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onAdd={addField}
              onMove={(from, to) => form.reorderListItem("fields", { from, to })}
              onDelete={removeField}
              onBulk={() => setBulkOpen(true)}
            />
            <TestValuesCard
              formId={formId}
              fields={fields}
              mappable={mappable}
              values={testValues}
              onValuesChange={setTestValues}
              canWrite={canWrite}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: "sticky", top: 72 }}>
            <FieldPropertiesPanel
              form={form}
              index={selectedIndex}
              mappable={mappable}
              testValues={testValues}
              onRemove={() => removeField(selectedIndex)}
            />
          </div>
        </Grid.Col>
      </Grid>

      <BulkOperationsDialog
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
        formName={title || "form"}
        fields={fields}
        onFieldsChange={replaceFields}
      />
      {!canWrite ? (
        <Text size="sm" c="dimmed">
          <Trans>
            Viewers can look at forms but not change them.{" "}
            <Anchor component={Link} to="/forms">
              Back to Forms
            </Anchor>
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
