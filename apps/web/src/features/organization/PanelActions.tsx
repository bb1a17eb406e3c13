import { Trans } from "@lingui/react/macro";
import { Badge, Button, Group } from "@mantine/core";

/** Save and Reset of a settings panel, with the unsaved-changes marker. */
export function PanelActions({
  dirty,
  saving,
  onSave,
  onReset,
}: {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
}) {
  return (
    <Group justify="space-between" mt="md">
      {dirty ? (
        <Badge color="yellow" variant="light" data-testid="unsaved-changes">
          <Trans>Unsaved changes</Trans>
        </Badge>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onReset} disabled={!dirty || saving} data-testid="reset-panel">
          <Trans>Reset</Trans>
        </Button>
        <Button onClick={onSave} disabled={!dirty} loading={saving} data-testid="save-panel">
          <Trans>Save changes</Trans>
        </Button>
      </Group>
    </Group>
  );
}
