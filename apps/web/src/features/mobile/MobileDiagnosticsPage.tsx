import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Collapse, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { MOBILE_DIAGNOSTICS_POPUP } from "@stockroom/core";
import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { errorMessage, trpc } from "../../trpc";
import { checkCamera } from "./cameraCheck";
import { MobileFrame } from "./MobileFrame";

type Status = "success" | "error" | "warning" | "info";
interface Step {
  name: string;
  status: Status;
  message: string;
  details?: Record<string, unknown>;
}
const COLOR: Record<Status, string> = { success: "green", error: "red", warning: "yellow", info: "blue" };

function StepRow({ step }: { step: Step }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder padding="sm" data-testid="diagnostic-step" data-status={step.status}>
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} w="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {step.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {step.message}
            </Text>
          </Stack>
          <Badge color={COLOR[step.status]} variant="light" style={{ flexShrink: 0 }}>
            {step.status}
          </Badge>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Text component="pre" size="xs" mt="xs" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
          {JSON.stringify(step.details ?? {}, null, 2)}
        </Text>
      </Collapse>
    </Card>
  );
}

/** The phone-side checks: address, connection, storage, camera, then the server's. */
async function browserSteps(mobileUrl: string): Promise<Step[]> {
  const steps: Step[] = [
    { name: "Mobile URL", status: "info", message: mobileUrl, details: { origin: window.location.origin } },
    navigator.onLine
      ? { name: "Connection", status: "success", message: i18n._(msg`Online`) }
      : { name: "Connection", status: "warning", message: i18n._(msg`Offline: counts are kept on the phone`) },
    typeof indexedDB !== "undefined"
      ? { name: "Offline storage", status: "success", message: i18n._(msg`IndexedDB available`) }
      : { name: "Offline storage", status: "error", message: i18n._(msg`IndexedDB not available`) },
  ];
  steps.push({ name: "Camera", ...(await checkCamera()) });
  return steps;
}

/**
 * /mobile-test/asset/{assetId} (spec 01 "Mobile diagnostics", a 375×667 popup): Run Full
 * Diagnostic Test, Clear Results, Copy Mobile URL, Test Real Workflow (the mobile page in
 * a new tab), Close; steps success / error / warning / info with a passed/failed count
 * and details that expand. The server's write test leaves nothing behind.
 */
export function MobileDiagnosticsPage() {
  const { t } = useLingui();
  const { assetId } = useParams({ from: "/mobile-test/asset/$assetId" });
  const mobileUrl = `${window.location.origin}/mobile/asset/${assetId}`;
  const [steps, setSteps] = useState<Step[]>([]);
  const [copied, setCopied] = useState(false);
  const diagnostics = trpc.mobile.diagnostics.useMutation();

  const run = async () => {
    const local = await browserSteps(mobileUrl);
    setSteps(local);
    try {
      const server = await diagnostics.mutateAsync({ assetId });
      setSteps([...local, ...server]);
    } catch (err) {
      setSteps([
        ...local,
        { name: "Server checks", status: "error", message: errorMessage(err, t`Authentication failed`) },
      ]);
    }
  };
  const passed = steps.filter((s) => s.status === "success").length;
  const failed = steps.filter((s) => s.status === "error").length;

  return (
    <MobileFrame>
      <Title order={1} fz="h2">
        <Trans>Mobile Diagnostics</Trans>
      </Title>
      <Text size="xs" c="dimmed">
        <Trans>
          Designed for a {MOBILE_DIAGNOSTICS_POPUP.width}×{MOBILE_DIAGNOSTICS_POPUP.height} window.
        </Trans>
      </Text>
      <Stack gap="xs">
        <Button onClick={() => void run()} loading={diagnostics.isPending} data-testid="run-diagnostics">
          <Trans>Run Full Diagnostic Test</Trans>
        </Button>
        <Stack gap="xs">
          <Button variant="default" onClick={() => setSteps([])}>
            <Trans>Clear Results</Trans>
          </Button>
          <Button
            variant="default"
            onClick={() =>
              void navigator.clipboard?.writeText(mobileUrl).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t`Copied` : t`Copy Mobile URL`}
          </Button>
        </Stack>
        <Stack gap="xs">
          <Button variant="light" component="a" href={`/mobile/asset/${assetId}`} target="_blank" rel="noopener">
            <Trans>Test Real Workflow</Trans>
          </Button>
          <Button variant="default" onClick={() => window.close()}>
            <Trans>Close</Trans>
          </Button>
        </Stack>
      </Stack>
      {steps.length > 0 ? (
        <Text size="sm" data-testid="diagnostic-count" aria-live="polite">
          <Trans>
            {passed} passed, {failed} failed
          </Trans>
        </Text>
      ) : null}
      <Stack gap="xs">
        {steps.map((step) => (
          <StepRow key={step.name} step={step} />
        ))}
      </Stack>
    </MobileFrame>
  );
}
