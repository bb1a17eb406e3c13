import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";

/**
 * An endpoint's signing secret, shown once (after adding the endpoint or rotating its secret):
 * the receiver verifies signatures with it; Stockroom never shows it again.
 */
export function SecretDialog({
  secret,
  url,
  rotated,
  onClose,
}: {
  secret: string | null;
  url: string;
  rotated: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t`Signing secret`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            The secret of <b>{url}</b>. Copy it now and give it to the receiver: it is shown only once.
          </Trans>
        </Text>
        <Code block data-testid="webhook-secret" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {secret}
        </Code>
        {rotated ? (
          <Alert color="blue" title={t`Previous secret`}>
            <Trans>
              For the next 24 hours every message is also signed with the previous secret, so the receiver can switch
              without missing one.
            </Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <CopyButton value={secret ?? ""}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t`Copied` : t`Copy secret`}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
