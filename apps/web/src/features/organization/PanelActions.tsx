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
          Unsaved changes
        </Badge>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onReset} disabled={!dirty || saving} data-testid="reset-panel">
          Reset
        </Button>
        <Button onClick={onSave} disabled={!dirty} loading={saving} data-testid="save-panel">
          Save changes
        </Button>
      </Group>
    </Group>
  );
}
