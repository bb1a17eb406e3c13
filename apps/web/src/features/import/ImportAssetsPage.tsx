import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { can, type ImportOutcomeName } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { downloadText } from "../../lib/download";
import { useSession } from "../../lib/session";
import { UploadError, type UploadedFile, uploadFile } from "../../lib/uploadFile";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { ExportAssetsButton } from "./ExportAssetsButton";
import { ImportHistory } from "./ImportHistory";
import { ImportMappingTable } from "./ImportMappingTable";
import { ImportPreviewTable } from "./ImportPreviewTable";
import { ImportRunProgress } from "./ImportRunProgress";
import { IMPORT_FORBIDDEN_TEXT, MATCH_KEY_OPTIONS, OUTCOME_LABELS } from "./importText";

type Preview = RouterOutputs["assets"]["import"]["preview"];
type Run = RouterOutputs["assets"]["import"]["run"];
type MatchKey = "external_id" | "barcode" | "serial_number";
type Filter = ImportOutcomeName | "all";
/** The file the import reads: as the upload answered, or as a run started earlier names it. */
type ImportUpload = Pick<UploadedFile, "url" | "name">;

const isActive = (run: Run | undefined | null) => run?.status === "queued" || run?.status === "running";
/** How often the screen re-reads a run the server is still working on. */
const RUN_POLL_MS = 1000;

/**
 * /assets/import (issue 24): upload a CSV or Excel file, check how its columns map, read
 * the dry-run preview (create / update / unchanged / error per row, with diffs and the
 * validation messages), download the error rows, then import all rows or none, and undo.
 * Preview and commit are runs on the server (a large file in a background job): the screen
 * follows the run it started by re-reading it, and after a reload picks up the caller's
 * newest run, its progress or its answer.
 */
export function ImportAssetsPage() {
  const { t } = useLingui();
  const membership = useSession()?.membership ?? null;
  const canImport = can(membership?.role, "import");
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<ImportUpload | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [matchKey, setMatchKey] = useState<MatchKey>("external_id");
  const [assetTypeId, setAssetTypeId] = useState<string | null>(null);
  const [createTypes, setCreateTypes] = useState(false);
  const [sheet, setSheet] = useState<string | null>(null);
  const [mapping, setMapping] = useState<(string | null)[] | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<RouterOutputs["assets"]["import"]["commit"] | null>(null);
  const [previewRunId, setPreviewRunId] = useState<string | null>(null);
  const [commitRunId, setCommitRunId] = useState<string | null>(null);
  const restored = useRef(false);

  const utils = trpc.useUtils();
  const narrow = useMediaQuery("(max-width: 36em)");
  const enabled = membership !== null && canImport;
  const types = trpc.assetTypes.options.useQuery(undefined, { enabled });
  const latest = trpc.assets.import.latest.useQuery(undefined, { enabled, staleTime: Number.POSITIVE_INFINITY });
  const follow = (runId: string | null) =>
    ({
      enabled: enabled && runId !== null,
      refetchInterval: (q: { state: { data?: Run } }) => (isActive(q.state.data) ? RUN_POLL_MS : false),
    }) as const;
  const previewRun = trpc.assets.import.run.useQuery({ runId: previewRunId ?? "" }, follow(previewRunId));
  const commitRun = trpc.assets.import.run.useQuery({ runId: commitRunId ?? "" }, follow(commitRunId));
  const start = trpc.assets.import.start.useMutation();
  const errorCsv = trpc.assets.import.errorCsv.useMutation();

  // After a reload: the caller's newest run, with the choices it was started with.
  useEffect(() => {
    if (restored.current || latest.data === undefined) return;
    restored.current = true;
    const run = latest.data;
    if (!run) return;
    const o = run.options;
    setUploaded({ url: o.file, name: run.fileName });
    setMatchKey(o.matchKey);
    setAssetTypeId(o.assetTypeId ?? null);
    setCreateTypes(o.createTypes === true);
    setSheet(o.sheet ?? null);
    setMapping(o.mapping ?? null);
    setFilter(o.outcome ?? "all");
    utils.assets.import.run.setData({ runId: run.id }, run);
    if (run.step === "commit") setCommitRunId(run.id);
    else setPreviewRunId(run.id);
  }, [latest.data, utils]);

  const previewed = previewRun.data;
  useEffect(() => {
    if (previewed?.status === "done" && previewed.preview) {
      setPreview(previewed.preview);
      setMapping(previewed.preview.mapping);
    } else if (previewed?.status === "failed") {
      setPreview(null);
      setProblem(previewed.error);
    }
  }, [previewed]);

  const committed = commitRun.data;
  useEffect(() => {
    if (committed?.status === "done" && committed.commit) {
      setResult(committed.commit);
      setPreview(null);
      void Promise.all([utils.assets.import.batches.invalidate(), utils.assets.list.invalidate()]);
    } else if (committed?.status === "failed") {
      setProblem(committed.error);
    }
  }, [committed, utils]);

  if (!membership) return <NoOrganization />;

  const options = (over: { mapping?: (string | null)[] | null; file?: ImportUpload } = {}) => ({
    file: (over.file ?? uploaded)?.url ?? "",
    matchKey,
    assetTypeId,
    createTypes,
    sheet,
    mapping: over.mapping === undefined ? mapping : over.mapping,
  });

  /** Starts a run and follows it (a small file's run comes back done). */
  const startRun = async (input: Parameters<typeof start.mutateAsync>[0]) => {
    const run = await start.mutateAsync(input);
    utils.assets.import.run.setData({ runId: run.id }, run);
    return run;
  };

  const runPreview = async (over: Parameters<typeof options>[0] & { filter?: Filter } = {}) => {
    setProblem(null);
    setResult(null);
    setCommitRunId(null);
    try {
      const f = over.filter ?? filter;
      const run = await startRun({ ...options(over), outcome: f === "all" ? null : f, step: "preview" });
      setPreviewRunId(run.id);
    } catch (error) {
      setPreview(null);
      setProblem(errorMessage(error, t`The file could not be read.`));
    }
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    setPreview(null);
    setResult(null);
    setMapping(null);
    setPreviewRunId(null);
    setCommitRunId(null);
    try {
      const stored = await uploadFile("imports", file);
      setUploaded(stored);
      await runPreview({ file: stored, mapping: null });
    } catch (error) {
      setProblem(error instanceof UploadError ? error.message : errorMessage(error, t`The file could not be sent.`));
    } finally {
      setUploading(false);
    }
  };

  const downloadErrors = async () => {
    try {
      const csv = await errorCsv.mutateAsync(options());
      downloadText(csv.fileName, csv.csv, "text/csv;charset=utf-8", { bom: true });
    } catch (error) {
      setProblem(errorMessage(error, t`The error rows could not be written.`));
    }
  };

  const runCommit = async () => {
    setProblem(null);
    try {
      const run = await startRun({ ...options(), step: "commit" });
      // The preview shown stays as it is (a failed commit leaves it to fix); its run is done.
      setPreviewRunId(null);
      setCommitRunId(run.id);
    } catch (error) {
      setProblem(errorMessage(error, t`The import failed. Nothing was imported.`));
    }
  };

  const activeRun = isActive(committed) ? committed : isActive(previewed) ? previewed : null;
  const totals = preview?.totals;
  const busy = uploading || start.isPending || activeRun !== null;
  const importable = totals ? totals.create + totals.update : 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Import assets`}
        description={t`Bring assets and stock in from a CSV or Excel file. Nothing is written until you confirm.`}
        actions={
          <>
            <Button variant="default" renderRoot={(props) => <Link to="/assets" {...props} />}>
              <Trans>Back to assets</Trans>
            </Button>
            <ExportAssetsButton />
          </>
        }
      />
      {!canImport ? (
        <Alert color="yellow" title={t`Access denied`}>
          {IMPORT_FORBIDDEN_TEXT}
        </Alert>
      ) : (
        <>
          <Card withBorder>
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Trans>1. Choose a file</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <FileInput
                  label={t`CSV or Excel file`}
                  description={t`Up to 50 MB. The first row holds the column names.`}
                  placeholder={t`Choose a file`}
                  accept=".csv,.txt,.tsv,.xlsx,.xls"
                  value={file}
                  onChange={setFile}
                  clearable
                />
                <Select
                  label={t`Match rows to existing assets by`}
                  description={t`Rows with a known key update that asset; others create one.`}
                  data={MATCH_KEY_OPTIONS()}
                  value={matchKey}
                  allowDeselect={false}
                  onChange={(v) => setMatchKey((v as MatchKey) ?? "external_id")}
                />
                <Select
                  label={t`Asset type for rows that name none`}
                  placeholder={t`Rows name their type`}
                  data={(types.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                  value={assetTypeId}
                  onChange={setAssetTypeId}
                  clearable
                />
                {preview && preview.sheets.length > 1 ? (
                  <Select
                    label={t`Sheet`}
                    data={preview.sheets}
                    value={sheet ?? preview.sheet}
                    allowDeselect={false}
                    onChange={(v) => {
                      setSheet(v);
                      setMapping(null);
                    }}
                  />
                ) : null}
              </SimpleGrid>
              <Checkbox
                label={t`Create asset types the file names that do not exist yet`}
                checked={createTypes}
                onChange={(e) => setCreateTypes(e.currentTarget.checked)}
              />
              <Group>
                <Button onClick={() => void upload()} disabled={!file || busy} loading={uploading}>
                  <Trans>Upload and preview</Trans>
                </Button>
                {uploaded ? (
                  <Button variant="default" onClick={() => void runPreview()} disabled={busy}>
                    <Trans>Preview again</Trans>
                  </Button>
                ) : null}
              </Group>
              {activeRun ? (
                <ImportRunProgress run={activeRun} />
              ) : busy ? (
                <Progress value={100} striped animated aria-label={t`Reading the file`} data-testid="import-progress" />
              ) : null}
            </Stack>
          </Card>

          {problem ? (
            <Alert color="red" title={t`The file cannot be imported`} data-testid="import-problem">
              {problem}
            </Alert>
          ) : null}

          {result ? (
            <Alert
              color="teal"
              title={t`Imported ${result.counts.created + result.counts.updated} assets`}
              data-testid="import-result"
            >
              <Trans>
                {result.counts.created} created, {result.counts.updated} updated, {result.counts.unchanged} unchanged
                from {result.fileName}. You can undo this import below.
              </Trans>
            </Alert>
          ) : null}

          {preview ? (
            <>
              <Card withBorder>
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    <Trans>2. Check the columns</Trans>
                  </Title>
                  <Text size="sm" c="dimmed">
                    <Trans>
                      {preview.fileName}: {preview.total} rows
                    </Trans>
                    {preview.encoding ? `, ${preview.encoding}` : ""}
                    {preview.delimiter ? t`, separated by "${preview.delimiter}"` : ""}
                    <Trans>. Mapping </Trans>
                    {preview.mappingSource === "saved"
                      ? t`remembered from the last import of these columns`
                      : preview.mappingSource === "automatic"
                        ? t`found from the column names`
                        : t`as you chose`}
                    .
                  </Text>
                  {preview.problem ? (
                    <Alert color="red" title={t`Fix the mapping`} data-testid="import-mapping-problem">
                      {preview.problem}
                    </Alert>
                  ) : null}
                  <ImportMappingTable
                    headers={preview.headers}
                    mapping={mapping ?? preview.mapping}
                    fields={preview.fields}
                    disabled={busy}
                    onChange={(next) => {
                      setMapping(next);
                      void runPreview({ mapping: next });
                    }}
                  />
                </Stack>
              </Card>

              <Card withBorder>
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    <Trans>3. Preview</Trans>
                  </Title>
                  <SegmentedControl
                    aria-label={t`Show rows`}
                    fullWidth
                    orientation={narrow ? "vertical" : "horizontal"}
                    data={[
                      { value: "all", label: t`All ${preview.total}` },
                      ...(["create", "update", "unchanged", "error"] as const).map((o) => ({
                        value: o,
                        label: `${OUTCOME_LABELS()[o]} ${totals?.[o] ?? 0}`,
                      })),
                    ]}
                    value={filter}
                    onChange={(v) => {
                      setFilter(v as Filter);
                      void runPreview({ filter: v as Filter });
                    }}
                  />
                  <ImportPreviewTable preview={preview} />
                  {preview.truncated ? (
                    <Text size="sm" c="dimmed">
                      <Trans>The first {preview.rows.length} rows are shown; the totals count every row.</Trans>
                    </Text>
                  ) : null}
                  <Group>
                    {totals && totals.error > 0 ? (
                      <Button variant="default" onClick={() => void downloadErrors()} loading={errorCsv.isPending}>
                        <Trans>Download error rows (CSV)</Trans>
                      </Button>
                    ) : null}
                    <Button
                      onClick={() => void runCommit()}
                      disabled={busy || !totals || preview.problem !== null || totals.error > 0 || importable === 0}
                      loading={start.isPending && start.variables?.step === "commit"}
                    >
                      <Plural value={importable} one="Import # asset" other="Import # assets" />
                    </Button>
                  </Group>
                  {totals && totals.error > 0 ? (
                    <Text size="sm" c="red.8">
                      <Trans>Fix the {totals.error}</Trans> {totals.error === 1 ? t`row` : t`rows`}{" "}
                      <Trans>with errors first: all rows are imported or none.</Trans>
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            </>
          ) : null}

          <ImportHistory />
        </>
      )}
    </Stack>
  );
}
