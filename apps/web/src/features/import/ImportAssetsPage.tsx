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
import { useState } from "react";
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
import { IMPORT_FORBIDDEN_TEXT, MATCH_KEY_OPTIONS, OUTCOME_LABELS } from "./importText";

type Preview = RouterOutputs["assets"]["import"]["preview"];
type MatchKey = "external_id" | "barcode" | "serial_number";
type Filter = ImportOutcomeName | "all";

/**
 * /assets/import (issue 24): upload a CSV or Excel file, check how its columns map, read
 * the dry-run preview (create / update / unchanged / error per row, with diffs and the
 * validation messages), download the error rows, then import all rows or none, and undo.
 */
export function ImportAssetsPage() {
  const membership = useSession()?.membership ?? null;
  const canImport = can(membership?.role, "import");
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
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

  const utils = trpc.useUtils();
  const narrow = useMediaQuery("(max-width: 36em)");
  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: membership !== null && canImport });
  const previewCall = trpc.assets.import.preview.useMutation();
  const errorCsv = trpc.assets.import.errorCsv.useMutation();
  const commit = trpc.assets.import.commit.useMutation();

  if (!membership) return <NoOrganization />;

  const options = (over: { mapping?: (string | null)[] | null; filter?: Filter; file?: UploadedFile } = {}) => ({
    file: (over.file ?? uploaded)?.url ?? "",
    matchKey,
    assetTypeId,
    createTypes,
    sheet,
    mapping: over.mapping === undefined ? mapping : over.mapping,
  });

  const runPreview = async (over: Parameters<typeof options>[0] = {}) => {
    setProblem(null);
    setResult(null);
    try {
      const f = over.filter ?? filter;
      const next = await previewCall.mutateAsync({ ...options(over), outcome: f === "all" ? null : f });
      setPreview(next);
      setMapping(next.mapping);
    } catch (error) {
      setPreview(null);
      setProblem(errorMessage(error, "The file could not be read."));
    }
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    setPreview(null);
    setResult(null);
    setMapping(null);
    try {
      const stored = await uploadFile("imports", file);
      setUploaded(stored);
      await runPreview({ file: stored, mapping: null });
    } catch (error) {
      setProblem(error instanceof UploadError ? error.message : errorMessage(error, "The file could not be sent."));
    } finally {
      setUploading(false);
    }
  };

  const downloadErrors = async () => {
    try {
      const csv = await errorCsv.mutateAsync(options());
      downloadText(csv.fileName, csv.csv, "text/csv;charset=utf-8", { bom: true });
    } catch (error) {
      setProblem(errorMessage(error, "The error rows could not be written."));
    }
  };

  const runCommit = async () => {
    setProblem(null);
    try {
      const done = await commit.mutateAsync(options());
      setResult(done);
      setPreview(null);
      await Promise.all([utils.assets.import.batches.invalidate(), utils.assets.list.invalidate()]);
    } catch (error) {
      setProblem(errorMessage(error, "The import failed. Nothing was imported."));
    }
  };

  const totals = preview?.totals;
  const busy = uploading || previewCall.isPending || commit.isPending;
  const importable = totals ? totals.create + totals.update : 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Import assets"
        description="Bring assets and stock in from a CSV or Excel file. Nothing is written until you confirm."
        actions={
          <>
            <Button variant="default" renderRoot={(props) => <Link to="/assets" {...props} />}>
              Back to assets
            </Button>
            <ExportAssetsButton />
          </>
        }
      />
      {!canImport ? (
        <Alert color="yellow" title="Access denied">
          {IMPORT_FORBIDDEN_TEXT}
        </Alert>
      ) : (
        <>
          <Card withBorder>
            <Stack gap="sm">
              <Title order={2} size="h4">
                1. Choose a file
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <FileInput
                  label="CSV or Excel file"
                  description="Up to 50 MB. The first row holds the column names."
                  placeholder="Choose a file"
                  accept=".csv,.txt,.tsv,.xlsx,.xls"
                  value={file}
                  onChange={setFile}
                  clearable
                />
                <Select
                  label="Match rows to existing assets by"
                  description="Rows with a known key update that asset; others create one."
                  data={MATCH_KEY_OPTIONS}
                  value={matchKey}
                  allowDeselect={false}
                  onChange={(v) => setMatchKey((v as MatchKey) ?? "external_id")}
                />
                <Select
                  label="Asset type for rows that name none"
                  placeholder="Rows name their type"
                  data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                  value={assetTypeId}
                  onChange={setAssetTypeId}
                  clearable
                />
                {preview && preview.sheets.length > 1 ? (
                  <Select
                    label="Sheet"
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
                label="Create asset types the file names that do not exist yet"
                checked={createTypes}
                onChange={(e) => setCreateTypes(e.currentTarget.checked)}
              />
              <Group>
                <Button onClick={() => void upload()} disabled={!file || busy} loading={uploading}>
                  Upload and preview
                </Button>
                {uploaded ? (
                  <Button variant="default" onClick={() => void runPreview()} disabled={busy}>
                    Preview again
                  </Button>
                ) : null}
              </Group>
              {busy ? (
                <Progress value={100} striped animated aria-label="Reading the file" data-testid="import-progress" />
              ) : null}
            </Stack>
          </Card>

          {problem ? (
            <Alert color="red" title="The file cannot be imported" data-testid="import-problem">
              {problem}
            </Alert>
          ) : null}

          {result ? (
            <Alert
              color="teal"
              title={`Imported ${result.counts.created + result.counts.updated} assets`}
              data-testid="import-result"
            >
              {result.counts.created} created, {result.counts.updated} updated, {result.counts.unchanged} unchanged from{" "}
              {result.fileName}. You can undo this import below.
            </Alert>
          ) : null}

          {preview ? (
            <>
              <Card withBorder>
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    2. Check the columns
                  </Title>
                  <Text size="sm" c="dimmed">
                    {preview.fileName}: {preview.total} rows
                    {preview.encoding ? `, ${preview.encoding}` : ""}
                    {preview.delimiter ? `, separated by "${preview.delimiter}"` : ""}. Mapping{" "}
                    {preview.mappingSource === "saved"
                      ? "remembered from the last import of these columns"
                      : preview.mappingSource === "automatic"
                        ? "found from the column names"
                        : "as you chose"}
                    .
                  </Text>
                  {preview.problem ? (
                    <Alert color="red" title="Fix the mapping" data-testid="import-mapping-problem">
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
                    3. Preview
                  </Title>
                  <SegmentedControl
                    aria-label="Show rows"
                    fullWidth
                    orientation={narrow ? "vertical" : "horizontal"}
                    data={[
                      { value: "all", label: `All ${preview.total}` },
                      ...(["create", "update", "unchanged", "error"] as const).map((o) => ({
                        value: o,
                        label: `${OUTCOME_LABELS[o]} ${totals?.[o] ?? 0}`,
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
                      The first {preview.rows.length} rows are shown; the totals count every row.
                    </Text>
                  ) : null}
                  <Group>
                    {totals && totals.error > 0 ? (
                      <Button variant="default" onClick={() => void downloadErrors()} loading={errorCsv.isPending}>
                        Download error rows (CSV)
                      </Button>
                    ) : null}
                    <Button
                      onClick={() => void runCommit()}
                      disabled={busy || !totals || preview.problem !== null || totals.error > 0 || importable === 0}
                      loading={commit.isPending}
                    >
                      {`Import ${importable} ${importable === 1 ? "asset" : "assets"}`}
                    </Button>
                  </Group>
                  {totals && totals.error > 0 ? (
                    <Text size="sm" c="red.8">
                      Fix the {totals.error} {totals.error === 1 ? "row" : "rows"} with errors first: all rows are
                      imported or none.
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
