import { Trans } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";

/** The footer of a dialog's form: a way out, and the submit button (busy while the request runs). */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  loading,
  disabled,
  submitTestId,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
  submitTestId: string;
}) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? <Trans>Cancel</Trans>}
      </Button>
      <Button type="submit" disabled={disabled} loading={loading} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
