import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** Preview and Edit links of a linked form. */
export function LinkedFormLinks({ formId }: { formId: string }) {
  return (
    <Group gap="xs">
      <Anchor size="sm" renderRoot={(props) => <Link to="/forms/preview/$id" params={{ id: formId }} {...props} />}>
        <Trans>Preview</Trans>
      </Anchor>
      <Anchor size="sm" renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id: formId }} {...props} />}>
        <Trans>Edit</Trans>
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
  const { t } = useLingui();
  return (
    <Card withBorder padding="lg" data-testid={`${purpose}-form-card`}>
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {purpose === "intake" ? t`Intake Form` : t`Inventory Form`}
        </Title>
        {form ? (
          <>
            <Text fw={500} data-testid={`${purpose}-form-name`}>
              {form.name}
            </Text>
            <Text size="xs" c="dimmed">
              <Plural value={form.fieldCount} one="# field" other="# fields" />
            </Text>
            <Group justify="space-between">
              <LinkedFormLinks formId={form.formId} />
              {canWrite ? (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={onLink}>
                    <Trans>Change</Trans>
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={onUnlink}>
                    <Trans>Unlink</Trans>
                  </Button>
                </Group>
              ) : null}
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {purpose === "intake" ? t`No intake form is currently linked` : t`No inventory form is currently linked`}
            </Text>
            {canWrite ? (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={onLink}>
                  <Trans>Link Form</Trans>
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  renderRoot={(props) => (
                    <Link to="/forms/new" search={{ assetType: assetTypeId, purpose }} {...props} />
                  )}
                >
                  <Trans>Create Form</Trans>
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
