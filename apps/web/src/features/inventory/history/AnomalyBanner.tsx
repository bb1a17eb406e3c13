import { i18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { quantityText } from "../../../lib/inventoryText";
import { NumberField } from "../../../ui/NumberField";
import { anomalyText } from "./anomalyText";

const SEVERITY_TITLES = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
  critical: msg`Critical`,
} as const;

const severityTitle = (severity: keyof typeof SEVERITY_TITLES, issues: number): string => {
  if (severity === "low") return i18n._(msg`Low severity: ${plural(issues, { one: "# issue", other: "# issues" })}`);
  if (severity === "medium")
    return i18n._(msg`Medium severity: ${plural(issues, { one: "# issue", other: "# issues" })}`);
  if (severity === "high") return i18n._(msg`High severity: ${plural(issues, { one: "# issue", other: "# issues" })}`);
  return i18n._(msg`Critical severity: ${plural(issues, { one: "# issue", other: "# issues" })}`);
};

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
  const { t } = useLingui();
  const severity = worstSeverity(anomalies) ?? "low";
  const fix = typoFix(anomalies);
  const [manual, setManual] = useState("");
  const [manualError, setManualError] = useState<string | null>(null);
  const applyManual = () => {
    const parsed = manualCorrectionValue.safeParse(manual);
    if (!parsed.success) {
      setManualError(parsed.error.issues[0]?.message ?? t`Enter a number of at least 0`);
      return;
    }
    setManualError(null);
    onApplyFix(parsed.data, { fixType: "manual", confidence: null });
  };
  return (
    <Alert
      color={ANOMALY_SEVERITY_COLORS[severity]}
      variant="light"
      title={severityTitle(severity, anomalies.length)}
      data-testid="anomaly-banner"
      data-severity={severity}
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {sortAnomaliesBySeverity(anomalies).map((a) => (
            <List.Item key={a.type}>
              <Text size="sm" span fw={600}>
                {i18n._(SEVERITY_TITLES[a.severity])}:
              </Text>{" "}
              <Text size="sm" span>
                {anomalyText(a)}
              </Text>
              <Text size="xs" c="dark.4">
                {a.suggestedFix !== null ? t`Suggested fix: ${quantityText(a.suggestedFix)} · ` : ""}
                <Trans>Confidence: {a.confidence}%</Trans>
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
                {t`Apply Fix (${quantityText(fix.quantity)})`}
              </Button>
            ) : null}
            <Button size="xs" variant="default" disabled={busy} onClick={onVerify}>
              <Trans>Mark Verified</Trans>
            </Button>
            <Button size="xs" variant="subtle" color="dark" disabled={busy} onClick={onDismiss}>
              <Trans>Dismiss</Trans>
            </Button>
            <Group gap={4} align="flex-end" wrap="nowrap">
              <NumberField
                size="xs"
                w={150}
                whole
                label={t`Manual correction`}
                placeholder={t`Quantity`}
                value={manual}
                onChange={(e) => {
                  setManual(e.currentTarget.value);
                  setManualError(null);
                }}
                error={manualError}
              />
              <Button size="xs" variant="light" disabled={busy} onClick={applyManual}>
                <Trans>Apply</Trans>
              </Button>
            </Group>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
