import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import {
  CONVERSION_FIELD_TYPES,
  type ConversionFieldDraft,
  type ConversionFieldInput,
  type ConversionFieldType,
  conversionFieldDraftFor,
  conversionFieldDraftOf,
  fieldNameFromLabel,
} from "@stockroom/core";
import { useMemo } from "react";
import { useZodForm } from "../../lib/form";
import { NumberField } from "../../ui/NumberField";
import { useOpenSession } from "./useOpenSession";

const TYPE_LABELS = (): Record<ConversionFieldType, string> => ({
  number: i18n._(msg`Number`),
  text: i18n._(msg`Text`),
  textarea: i18n._(msg`Text area`),
  select: i18n._(msg`Dropdown`),
  checkbox: i18n._(msg`Checkbox`),
  date: i18n._(msg`Date`),
});

/**
 * Add or edit one conversion field (spec 02 §5 "Conversion field"): label and field name
 * required, the name generated from the label until edited, unique among the type's other
 * fields, a select needs options. Save stays disabled until the field is valid.
 */
export function ConversionFieldDialog({
  opened,
  field,
  otherNames,
  onClose,
  onSave,
}: {
  opened: boolean;
  /** null: a new field (add mode). */
  field: ConversionFieldInput | null;
  otherNames: readonly string[];
  onClose: () => void;
  onSave: (field: ConversionFieldInput) => void;
}) {
  const { t } = useLingui();
  const session = useOpenSession(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={field ? t`Edit Conversion Field` : t`Add Conversion Field`}
      size="lg"
    >
      {session > 0 ? (
        <Body key={session} field={field} otherNames={otherNames} onClose={onClose} onSave={onSave} />
      ) : null}
    </Modal>
  );
}

function Body({
  field,
  otherNames,
  onClose,
  onSave,
}: {
  field: ConversionFieldInput | null;
  otherNames: readonly string[];
  onClose: () => void;
  onSave: (field: ConversionFieldInput) => void;
}) {
  const { t } = useLingui();
  const schema = useMemo(() => conversionFieldDraftFor(otherNames, field?.id), [otherNames, field?.id]);
  const form = useZodForm<ConversionFieldDraft>(schema, { initialValues: conversionFieldDraftOf(field) });
  const draft = form.values;

  return (
    <form onSubmit={form.onSubmit((values) => onSave(schema.parse(values)))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Label`}
            required
            data-autofocus
            {...form.getInputProps("label")}
            onChange={(e) => {
              const label = e.currentTarget.value;
              form.setValues(
                draft.nameEdited ? { label } : { label, field_name: fieldNameFromLabel(label, otherNames) },
              );
            }}
          />
          <TextInput
            label={t`Field name`}
            required
            {...form.getInputProps("field_name")}
            description={t`Letters, numbers and underscores; starts with a letter.`}
            onChange={(e) => form.setValues({ field_name: e.currentTarget.value, nameEdited: true })}
          />
        </SimpleGrid>
        <Select
          label={t`Type`}
          data={CONVERSION_FIELD_TYPES.map((item) => ({ value: item, label: TYPE_LABELS()[item] }))}
          allowDeselect={false}
          {...form.getInputProps("type")}
        />
        {draft.type === "select" ? (
          <Textarea
            label={t`Options`}
            description={t`One option per line.`}
            autosize
            minRows={3}
            {...form.getInputProps("optionsText")}
          />
        ) : null}
        {draft.type === "number" ? (
          <SimpleGrid cols={2}>
            <NumberField label={t`Minimum`} {...form.getInputProps("min")} />
            <NumberField label={t`Maximum`} {...form.getInputProps("max")} />
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Placeholder`} {...form.getInputProps("placeholder")} />
          <TextInput
            label={t`Default value`}
            {...form.getInputProps("defaultValue")}
            description={draft.field_name.startsWith("convert_") ? t`convert_ fields start at 1.` : undefined}
          />
        </SimpleGrid>
        <Textarea label={t`Description`} autosize minRows={2} {...form.getInputProps("description")} />
        <Group>
          <Switch label={t`Required`} {...form.getInputProps("required", { type: "checkbox" })} />
          <Switch
            label={t`Mappable`}
            description={t`Usable in form formulas`}
            {...form.getInputProps("mappable", { type: "checkbox" })}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!form.isValid()}>
            {field ? t`Save Field` : t`Add Field`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
