import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { noLinkedFormMessage } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { PURPOSE_LABELS } from "./formDraft";

/** Preview and Edit links of a linked form. */
export function LinkedFormLinks({ formId }: { formId: string }) {
  return (
    <Group gap="xs">
      <Anchor size="sm" renderRoot={(props) => <Link to="/forms/preview/$id" params={{ id: formId }} {...props} />}>
        Preview
      </Anchor>
      <Anchor size="sm" renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id: formId }} {...props} />}>
        Edit
      </Anchor>
    </Group>
  );
}

/**
 * The intake or inventory form card of an asset type's Forms tab: the linked form (name,
 * field count, Preview, Edit, Change, Unlink) or the 'no form' text with Link Form and
 * Create Form.
 */
export function FormSlotCard({
  purpose,
  form,
  assetTypeId,
  canWrite,
  onLink,
  onUnlink,
}: {
  purpose: "intake" | "inventory";
  form: { formId: string; name: string; fieldCount: number } | null;
  assetTypeId: string;
  canWrite: boolean;
  onLink: () => void;
  onUnlink: () => void;
}) {
  return (
    <Card withBorder padding="lg" data-testid={`${purpose}-form-card`}>
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {PURPOSE_LABELS[purpose]} Form
        </Title>
        {form ? (
          <>
            <Text fw={500} data-testid={`${purpose}-form-name`}>
              {form.name}
            </Text>
            <Text size="xs" c="dimmed">
              {form.fieldCount} fields
            </Text>
            <Group justify="space-between">
              <LinkedFormLinks formId={form.formId} />
              {canWrite ? (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={onLink}>
                    Change
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={onUnlink}>
                    Unlink
                  </Button>
                </Group>
              ) : null}
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {noLinkedFormMessage(purpose)}
            </Text>
            {canWrite ? (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={onLink}>
                  Link Form
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  renderRoot={(props) => (
                    <Link to="/forms/new" search={{ assetType: assetTypeId, purpose }} {...props} />
                  )}
                >
                  Create Form
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
