import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  ASSET_SUBMISSIONS_REPORT,
  addColorColumn,
  applySavedColumns,
  CHOOSE_ASSET_MESSAGE,
  isEntityId,
  NO_ORGANIZATION_SELECTED_MESSAGE,
  REPORT_DATE_RANGE_TYPES,
  REPORT_VIEW_MODES,
  type ReportColumn,
  type ReportDateRangeType,
  type ReportViewMode,
  reportGenerateInput,
  reportResultsStale,
  TEMPLATE_NOT_FOUND_MESSAGE,
} from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useOrgAccess } from "../../lib/orgAccess";
import { errorMessage, isNotFoundError, type RouterOutputs, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { ColorColumnForm } from "./ColorColumnForm";
import { ColumnPicker } from "./ColumnPicker";
import { ReportResults } from "./ReportResults";
import { DATE_RANGE_LABELS, VIEW_MODE_LABELS } from "./reportLabels";
import { reportText } from "./reportTexts";
import { TemplatesPanel } from "./TemplatesPanel";
import { useReportGeneration } from "./useReportGeneration";

type Template = RouterOutputs["reports"]["templates"]["get"];

const ASSET_SEARCH_DEBOUNCE_MS = 300;

/** /reports 'Inventory Reports' with the 'Advanced Asset Reporting' panel (spec 02 "Reports"). */
export function ReportsPage({ templateId }: { templateId?: string | undefined }) {
  const { t } = useLingui();
  const { hasOrganization, canWrite } = useOrgAccess();
  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: hasOrganization });

  const [assetTypeIds, setAssetTypeIds] = useState<string[]>([]);
  const [dateRangeType, setDateRangeType] = useState<ReportDateRangeType>("current_month");
  const [customStartDate, setCustomStart] = useState("");
  const [customEndDate, setCustomEnd] = useState("");
  const [viewMode, setViewMode] = useState<ReportViewMode>("latest");
  const [assetId, setAssetId] = useState<string | null>(null);
  const [assetSearch, setAssetSearch] = useState("");
  const [debouncedAssetSearch] = useDebouncedValue(assetSearch, ASSET_SEARCH_DEBOUNCE_MS);
  const [columns, setColumns] = useState<ReportColumn[]>([]);
  const [activeTemplate, setActiveTemplate] = useState<string | null>(null);
  /** A template's columns wait for the columns of its asset types. */
  const pendingColumns = useRef<ReportColumn[] | null>(null);

  const available = trpc.reports.columns.useQuery(
    { assetTypeIds },
    { enabled: hasOrganization, placeholderData: keepPreviousData },
  );
  const assetOptions = trpc.assets.options.useQuery(
    { search: debouncedAssetSearch, includeId: assetId },
    { enabled: hasOrganization && viewMode === "history", placeholderData: keepPreviousData },
  );
  const { state, generate, setPage, reportPages } = useReportGeneration();

  useEffect(() => {
    if (!available.data || available.isPlaceholderData) return;
    const saved = pendingColumns.current;
    pendingColumns.current = null;
    setColumns((current) => applySavedColumns(available.data.columns, saved ?? current));
  }, [available.data, available.isPlaceholderData]);

  const applyTemplate = (item: Template) => {
    setActiveTemplate(item.id);
    pendingColumns.current = item.selected_fields;
    setAssetTypeIds(item.asset_type_filter);
    setDateRangeType(item.date_range_type);
    setCustomStart(item.custom_start_date ?? "");
    setCustomEnd(item.custom_end_date ?? "");
    setViewMode(item.view_mode);
    // Same types as now: the columns query will not run again, so merge right away.
    if (available.data && item.asset_type_filter.join() === assetTypeIds.join()) {
      setColumns(applySavedColumns(available.data.columns, item.selected_fields));
      pendingColumns.current = null;
    }
    notifications.show({ color: "green", title: t`Template loaded`, message: t`"${item.name}" was applied.` });
  };

  // /reports/{id} (and ?template=) opens a template.
  const validTemplateId = templateId !== undefined && isEntityId(templateId);
  const opened = trpc.reports.templates.get.useQuery(
    { id: templateId ?? "" },
    { enabled: hasOrganization && validTemplateId, retry: false },
  );
  // A deleted template, another organization's (the server answers not found) or a malformed id.
  const templateMissing =
    templateId !== undefined && (!validTemplateId || (opened.isError && isNotFoundError(opened.error)));
  const openedOnce = useRef<string | null>(null);
  // The effect runs for a newly loaded template only; it applies it with the latest state.
  const applyLatest = useRef(applyTemplate);
  applyLatest.current = applyTemplate;
  useEffect(() => {
    if (opened.data && openedOnce.current !== opened.data.id) {
      openedOnce.current = opened.data.id;
      applyLatest.current(opened.data);
    }
  }, [opened.data]);

  if (!hasOrganization) return <NoOrganization>{reportText(NO_ORGANIZATION_SELECTED_MESSAGE)}</NoOrganization>;
  if (types.isPending) return <PageLoader />;

  const parsed = reportGenerateInput.safeParse({
    assetTypeIds,
    dateRangeType,
    customStartDate: customStartDate || null,
    customEndDate: customEndDate || null,
    viewMode,
    assetId,
  });
  const problem = parsed.success ? null : reportText(parsed.error.issues[0]?.message ?? null);
  const noTypes = types.isSuccess && types.data.length === 0;

  return (
    <Stack gap="md">
      <PageHeader title={reportText(ASSET_SUBMISSIONS_REPORT.title)} />
      {templateMissing ? (
        <Alert color="red" title={reportText(TEMPLATE_NOT_FOUND_MESSAGE)} role="alert" data-testid="template-not-found">
          <Trans>
            The template in this link was deleted or does not belong to this organization. The default report
            configuration is shown.
          </Trans>
        </Alert>
      ) : opened.isError ? (
        <Alert color="red" title={t`Error`} role="alert">
          {errorMessage(opened.error, t`Failed to load template`)}
        </Alert>
      ) : null}
      {types.isError ? (
        <Alert color="red">
          <Trans>Failed to load asset types</Trans>
        </Alert>
      ) : null}
      {noTypes ? (
        <Alert color="yellow" data-testid="no-asset-types">
          <Trans>No asset types found. Please create asset types first.</Trans>
        </Alert>
      ) : null}
      <Card withBorder padding="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {reportText(ASSET_SUBMISSIONS_REPORT.panel)}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <TemplatesPanel
              canWrite={canWrite}
              activeId={activeTemplate}
              onApply={applyTemplate}
              configuration={{
                asset_type_filter: assetTypeIds,
                selected_fields: columns,
                date_range_type: dateRangeType,
                custom_start_date: dateRangeType === "custom" && customStartDate ? customStartDate : null,
                custom_end_date: dateRangeType === "custom" && customEndDate ? customEndDate : null,
                view_mode: viewMode,
              }}
            />
            <ColorColumnForm onAdd={(c) => setColumns((current) => addColorColumn(current, c))} />
          </SimpleGrid>
          <Divider />
          <Stack gap="sm" component="section" aria-labelledby="report-configuration-title">
            <Title order={3} size="h5" id="report-configuration-title">
              <Trans>Report Configuration</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <MultiSelect
                label={t`Asset types`}
                data-testid="report-asset-types"
                placeholder={assetTypeIds.length === 0 ? t`All asset types` : undefined}
                data={(types.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                value={assetTypeIds}
                onChange={setAssetTypeIds}
                searchable
                clearable
              />
              <Select
                label={t`Date range`}
                data={REPORT_DATE_RANGE_TYPES.map((value) => ({ value, label: DATE_RANGE_LABELS()[value] }))}
                value={dateRangeType}
                onChange={(v) => v && setDateRangeType(v as ReportDateRangeType)}
                allowDeselect={false}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="view-mode-label">
                  <Trans>View mode</Trans>
                </Text>
                <SegmentedControl
                  aria-labelledby="view-mode-label"
                  data-testid="view-mode"
                  data={REPORT_VIEW_MODES.map((value) => ({ value, label: VIEW_MODE_LABELS()[value] }))}
                  value={viewMode}
                  onChange={(v) => setViewMode(v as ReportViewMode)}
                  fullWidth
                />
              </Stack>
              {dateRangeType === "custom" ? (
                <>
                  <TextInput
                    type="date"
                    label={t`Start date`}
                    value={customStartDate}
                    onChange={(e) => setCustomStart(e.currentTarget.value)}
                  />
                  <TextInput
                    type="date"
                    label={t`End date`}
                    value={customEndDate}
                    onChange={(e) => setCustomEnd(e.currentTarget.value)}
                  />
                </>
              ) : null}
              {viewMode === "history" ? (
                <Select
                  label={t`Asset`}
                  placeholder={t`Choose an asset`}
                  searchable
                  clearable
                  data={(assetOptions.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                  value={assetId}
                  onChange={setAssetId}
                  searchValue={assetSearch}
                  onSearchChange={setAssetSearch}
                  nothingFoundMessage={t`No assets found`}
                  error={assetId ? undefined : reportText(CHOOSE_ASSET_MESSAGE)}
                />
              ) : null}
            </SimpleGrid>
            {available.data?.warning ? <Alert color="yellow">{reportText(available.data.warning)}</Alert> : null}
            <Group>
              <Button
                data-testid="report-generate"
                onClick={() => parsed.success && void generate(parsed.data)}
                disabled={state.running || !hasOrganization || !parsed.success}
                loading={state.running}
              >
                <Trans>Generate Report</Trans>
              </Button>
              {problem && viewMode !== "history" ? (
                <Text size="sm" c="red">
                  {problem}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Divider />
          <ColumnPicker columns={columns} onChange={setColumns} />
          <Divider />
          <ReportResults
            state={state}
            onPageChange={setPage}
            reportPages={reportPages}
            columns={columns}
            stale={reportResultsStale(state.input, parsed.success ? parsed.data : null)}
            onRegenerate={parsed.success ? () => void generate(parsed.data) : undefined}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
