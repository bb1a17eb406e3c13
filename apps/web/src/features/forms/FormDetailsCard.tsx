import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Card, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { FORM_PURPOSES } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { type BuilderForm, PURPOSE_LABELS, purposeWord } from "./formDraft";
import { groupLinks } from "./formLinks";
import type { FormLink } from "./formTypes";

/**
 * The builder's Form Title, Description and Purpose and, when editing, the linked asset
 * type chips (a click opens the type) or 'Not linked to any asset types'.
 */
export function FormDetailsCard({ form, linkedTypes }: { form: BuilderForm; linkedTypes: readonly FormLink[] | null }) {
  const { t } = useLingui();
  const chips = linkedTypes ? groupLinks(linkedTypes) : null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <TextInput label={t`Form Title`} required {...form.getInputProps("title")} data-testid="form-title" />
        <Textarea label={t`Description`} autosize minRows={2} {...form.getInputProps("description")} />
        <Select
          label={t`Purpose`}
          data={FORM_PURPOSES.map((p) => ({ value: p, label: PURPOSE_LABELS()[p] }))}
          allowDeselect={false}
          {...form.getInputProps("purpose")}
          data-testid="form-purpose"
        />
        {chips ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>Linked asset types</Trans>
            </Text>
            {chips.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>Not linked to any asset types</Trans>
              </Text>
            ) : (
              <Group gap={4}>
                {chips.map((c) => (
                  <Badge
                    key={c.id}
                    variant="light"
                    color="gray"
                    renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: c.id }} {...props} />}
                    style={{ cursor: "pointer" }}
                  >
                    {c.name} ({c.purposes.map(purposeWord).join(", ")})
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
