import { Trans, useLingui } from "@lingui/react/macro";
import { Progress, Stack, Text } from "@mantine/core";
import { formatNumber } from "../../i18n/format";
import type { RouterOutputs } from "../../trpc";

type Run = RouterOutputs["assets"]["import"]["run"];

/**
 * Where a preview or commit the server is working on stands: rows done of the file's rows
 * (read from the run's row, so the same after a reload). A run still waiting for its
 * background job, or still counting the rows, shows a moving bar.
 */
export function ImportRunProgress({ run }: { run: Run }) {
  const { t } = useLingui();
  const counted = run.total !== null && run.total > 0;
  const percent = counted ? Math.round((run.processed / (run.total as number)) * 100) : 100;
  const fileName = run.fileName;
  const processed = formatNumber(run.processed);
  const total = formatNumber(run.total ?? 0);
  const commit = run.step === "commit";
  const label =
    run.status === "queued"
      ? t`Waiting to start: ${fileName}`
      : counted
        ? commit
          ? t`Importing ${fileName}: ${processed} of ${total} rows`
          : t`Checking ${fileName}: ${processed} of ${total} rows`
        : commit
          ? t`Importing ${fileName}…`
          : t`Checking ${fileName}…`;
  return (
    <Stack gap={4} data-testid="import-run" data-status={run.status}>
      <Text size="sm" aria-live="polite" style={{ wordBreak: "break-word" }}>
        {label}
      </Text>
      <Progress
        value={percent}
        striped={!counted}
        animated={!counted}
        aria-label={label}
        data-testid="import-progress"
      />
      {run.background ? (
        <Text size="sm" c="dimmed">
          <Trans>A large file runs on the server: you can reload or leave this page and come back to it.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
