import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import {
  ANOMALY_SEVERITY_COLORS,
  type Anomaly,
  type ApplyAnomalyFixInput,
  manualCorrectionValue,
  sortAnomaliesBySeverity,
  typoFix,
  worstSeverity,
} from "@stockroom/core";
import { useState } from "react";
import { NumberField } from "../../../ui/NumberField";

const SEVERITY_TITLES = { low: "Low", medium: "Medium", high: "High", critical: "Critical" } as const;

export interface AnomalyBannerProps {
  anomalies: Anomaly[];
  canWrite: boolean;
  busy: boolean;
  onApplyFix(quantity: number, fix: { fixType: ApplyAnomalyFixInput["fixType"]; confidence: number | null }): void;
  onVerify(): void;
  onDismiss(): void;
}

/**
 * The banner over an event card: severity, each anomaly's message, suggested fix and
 * confidence (core's detectAnomalies), the typo auto-fix, a manual correction (a number
 * of at least 0), Mark Verified and Dismiss.
 */
export function AnomalyBanner({ anomalies, canWrite, busy, onApplyFix, onVerify, onDismiss }: AnomalyBannerProps) {
  const severity = worstSeverity(anomalies) ?? "low";
  const fix = typoFix(anomalies);
  const [manual, setManual] = useState("");
  const [manualError, setManualError] = useState<string | null>(null);
  const applyManual = () => {
    const parsed = manualCorrectionValue.safeParse(manual);
    if (!parsed.success) {
      setManualError(parsed.error.issues[0]?.message ?? "Enter a number of at least 0");
      return;
    }
    setManualError(null);
    onApplyFix(parsed.data, { fixType: "manual", confidence: null });
  };
  return (
    <Alert
      color={ANOMALY_SEVERITY_COLORS[severity]}
      variant="light"
      title={`${SEVERITY_TITLES[severity]} severity: ${anomalies.length === 1 ? "1 issue" : `${anomalies.length} issues`}`}
      data-testid="anomaly-banner"
      data-severity={severity}
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {sortAnomaliesBySeverity(anomalies).map((a) => (
            <List.Item key={a.type}>
              <Text size="sm" span fw={600}>
                {SEVERITY_TITLES[a.severity]}:
              </Text>{" "}
              <Text size="sm" span>
                {a.message}
              </Text>
              <Text size="xs" c="dark.4">
                {a.suggestedFix !== null ? `Suggested fix: ${a.suggestedFix} · ` : ""}Confidence: {a.confidence}%
              </Text>
            </List.Item>
          ))}
        </List>
        {canWrite ? (
          <Group gap="xs" wrap="wrap" align="flex-end">
            {fix ? (
              <Button
                size="xs"
                loading={busy}
                onClick={() => onApplyFix(fix.quantity, { fixType: fix.fixType, confidence: fix.confidence })}
              >
                {`Apply Fix (${fix.quantity})`}
              </Button>
            ) : null}
            <Button size="xs" variant="default" disabled={busy} onClick={onVerify}>
              Mark Verified
            </Button>
            <Button size="xs" variant="subtle" color="dark" disabled={busy} onClick={onDismiss}>
              Dismiss
            </Button>
            <Group gap={4} align="flex-end" wrap="nowrap">
              <NumberField
                size="xs"
                w={150}
                whole
                label="Manual correction"
                placeholder="Quantity"
                value={manual}
                onChange={(e) => {
                  setManual(e.currentTarget.value);
                  setManualError(null);
                }}
                error={manualError}
              />
              <Button size="xs" variant="light" disabled={busy} onClick={applyManual}>
                Apply
              </Button>
            </Group>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
