import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_RATE_LIMIT,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  apiTokenCreateInput,
} from "@stockroom/core";
import { useState } from "react";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { useDateFormat } from "../../lib/formatDate";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";

type ApiToken = RouterOutputs["apiTokens"]["list"][number];

const EXPIRY_OPTIONS = () => [
  ...API_TOKEN_EXPIRY_DAYS.map((d) => ({ value: String(d), label: i18n._(msg`${d} days`) })),
  { value: "never", label: i18n._(msg`Never`) },
];

/** The scopes' descriptions (core's API_TOKEN_SCOPE_LABELS), read at render so they follow the language. */
const SCOPE_DESCRIPTIONS = (): Record<ApiTokenScope, string> => ({
  "assets:read": i18n._(msg`Read assets and asset types`),
  "assets:write": i18n._(msg`Create, change and delete assets and asset types; import assets`),
  "inventory:read": i18n._(msg`Read inventory items, history and snapshots`),
  "inventory:write": i18n._(msg`Record checks and corrections`),
  "reports:read": i18n._(msg`Generate reports`),
});

function tokenStatus(t: ApiToken): { label: string; color: string } {
  if (t.revokedAt) return { label: i18n._(msg`Revoked`), color: "gray" };
  if (t.expired) return { label: i18n._(msg`Expired`), color: "orange" };
  return { label: i18n._(msg`Active`), color: "green" };
}

/**
 * Organization settings › API (issue 27): the organization's API tokens. An admin creates
 * one with a name, scopes and an expiry; the token is shown once (only its hash is kept),
 * each row shows when it was last used, and Revoke ends it at once.
 */
export function ApiTokensPanel() {
  const { t: tr } = useLingui();
  const format = useDateFormat();
  const utils = trpc.useUtils();
  const tokens = trpc.apiTokens.list.useQuery();
  const create = trpc.apiTokens.create.useMutation();
  const revoke = trpc.apiTokens.revoke.useMutation();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>(["assets:read"]);
  const [expiry, setExpiry] = useState<string>("90");
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const refresh = () => utils.apiTokens.list.invalidate();

  const submit = () => {
    const parsed = apiTokenCreateInput.safeParse({
      name,
      scopes,
      expiresInDays: expiry === "never" ? null : Number(expiry),
    });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ name: fields.name?.[0], scopes: fields.scopes?.[0] });
      return;
    }
    setErrors({});
    void runAction({
      run: () => create.mutateAsync(parsed.data),
      failure: (error) => ({ message: errorMessage(error, tr`Failed to create the token`) }),
      onDone: (created) => {
        setShown({ name: created.name, token: created.token });
        setName("");
        void refresh();
      },
    });
  };

  const columns: DataTableColumn<ApiToken>[] = [
    {
      accessor: "name",
      title: tr`Name`,
      render: (t) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {t.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {t.prefix}…
          </Text>
          <Text size="xs" c="dimmed">
            {t.createdByName
              ? tr`Created ${format.date(t.createdAt)} by ${t.createdByName}`
              : tr`Created ${format.date(t.createdAt)}`}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "scopes",
      title: tr`Scopes`,
      render: (t) => (
        <Group gap={4}>
          {t.scopes.map((s) => (
            <Badge key={s} variant="light" size="sm" tt="none">
              {s}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      accessor: "status",
      title: tr`Status`,
      render: (t) => {
        const status = tokenStatus(t);
        return (
          <Badge color={status.color} variant="outline" size="sm">
            {status.label}
          </Badge>
        );
      },
    },
    { accessor: "expiresAt", title: tr`Expires`, render: (t) => (t.expiresAt ? format.date(t.expiresAt) : tr`Never`) },
    {
      accessor: "lastUsedAt",
      title: tr`Last used`,
      render: (t) => (t.lastUsedAt ? format.dateTime(t.lastUsedAt) : tr`Never`),
    },
    {
      accessor: "actions",
      title: tr`Actions`,
      render: (t) =>
        t.revokedAt ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={tr`Revoke the API token ${t.name}`}
            onClick={() =>
              confirmAction({
                title: tr`Revoke this token?`,
                message: tr`Calls with "${t.name}" will be refused from now on. This cannot be undone.`,
                confirmLabel: tr`Revoke`,
                danger: true,
                confirmTestId: "confirm-revoke-token",
                run: () => revoke.mutateAsync({ id: t.id }),
                failure: (error) => ({ message: errorMessage(error, tr`Failed to revoke the token`) }),
                onDone: refresh,
              })
            }
          >
            <Trans>Revoke</Trans>
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="lg" data-testid="panel-api">
      <Paper withBorder p="lg" radius="md">
        <Title order={2} fz="lg" mb="xs">
          <Trans>API</Trans>
        </Title>
        <Text size="sm" mb="md">
          <Trans>
            Connect other tools to this organization with the REST API. Each call carries a token:{" "}
            <Code>Authorization: Bearer &lt;token&gt;</Code>. A token reaches only this organization and only what its
            scopes allow, up to {API_TOKEN_RATE_LIMIT.max} requests a minute.
          </Trans>{" "}
          <Anchor href="/api/docs" target="_blank" rel="noopener" underline="always">
            <Trans>Read the API reference</Trans>
          </Anchor>
        </Text>
        {shown ? (
          <Alert
            color="green"
            title={tr`Token "${shown.name}" created`}
            mb="md"
            withCloseButton
            closeButtonLabel={tr`Hide the token`}
            onClose={() => setShown(null)}
            data-testid="new-token"
          >
            <Stack gap="xs">
              <Text size="sm">
                <Trans>Copy it now: it is shown only once and cannot be read again.</Trans>
              </Text>
              <Group gap="xs" wrap="nowrap" align="center">
                <Code style={{ wordBreak: "break-all", flex: 1 }} data-testid="new-token-value">
                  {shown.token}
                </Code>
                <CopyButton value={shown.token}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? tr`Copied` : tr`Copy`}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Title order={3} fz="md" mb="xs">
          <Trans>Create a token</Trans>
        </Title>
        <Stack gap="sm">
          <TextInput
            label={tr`Name`}
            description={tr`What the token is for, e.g. the tool that uses it`}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            data-testid="token-name"
          />
          <Checkbox.Group
            label={tr`Scopes`}
            value={scopes}
            onChange={(v) => setScopes(v as ApiTokenScope[])}
            error={errors.scopes}
          >
            <Stack gap={6} mt={6}>
              {API_TOKEN_SCOPES.map((s) => (
                <Checkbox key={s} value={s} label={<Code>{s}</Code>} description={SCOPE_DESCRIPTIONS()[s]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={tr`Expires after`}
            data={EXPIRY_OPTIONS()}
            value={expiry}
            onChange={(v) => setExpiry(v ?? "90")}
            allowDeselect={false}
            maw={240}
          />
          <Group>
            <Button onClick={submit} loading={create.isPending} data-testid="create-token">
              <Trans>Create token</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} fz="lg" mb="sm">
          <Trans>Tokens</Trans>
        </Title>
        <DataTable<ApiToken>
          label={tr`API tokens`}
          records={tokens.data ?? []}
          columns={columns}
          fetching={tokens.isLoading}
          minHeight={tokens.data?.length ? undefined : 160}
          empty={{ title: tr`No API tokens yet`, description: tr`Create one above to connect another tool.` }}
          error={
            tokens.isError
              ? {
                  message: errorMessage(tokens.error, tr`The tokens could not be loaded.`),
                  onRetry: () => void tokens.refetch(),
                }
              : null
          }
        />
      </Paper>
    </Stack>
  );
}
