import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType, webhookEndpointInput } from "@stockroom/core";
import { failureText } from "../../lib/failureText";
import { useZodForm } from "../../lib/form";
import { type RouterOutputs, trpc } from "../../trpc";
import { FormDialog } from "../../ui/FormDialog";

export type WebhookEndpoint = RouterOutputs["webhooks"]["list"][number];

interface Values extends Record<string, unknown> {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}

/** An address as an example (a URL, not a text to translate). */
const EXAMPLE_URL = "https://example.com/webhooks/stockroom";

/** What each event means, beside its name in the filter. */
export const EVENT_DESCRIPTIONS = (): Record<WebhookEventType, string> => ({
  "asset.created": i18n._(msg`An asset was added`),
  "asset.updated": i18n._(msg`An asset's details changed`),
  "asset.deleted": i18n._(msg`An asset was deleted`),
  "inventory.checked": i18n._(msg`A count or audit was recorded`),
  "stock.changed": i18n._(msg`An item's quantity changed`),
  "correction.applied": i18n._(msg`A history entry was corrected`),
  "import.completed": i18n._(msg`An import finished`),
  low_stock: i18n._(msg`An item fell to low stock`),
});

/**
 * Adding or editing an endpoint: its URL, a description, the events it receives and (when
 * editing) whether it is enabled. A new endpoint's signing secret is shown once afterwards.
 */
export function EndpointDialog({
  endpoint,
  opened,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  opened: boolean;
  onClose: () => void;
  onCreated: (result: { secret: string; url: string }) => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation();
  const update = trpc.webhooks.update.useMutation();
  const form = useZodForm<Values>(webhookEndpointInput, {
    initialValues: {
      url: endpoint?.url ?? "",
      description: endpoint?.description ?? "",
      eventTypes: (endpoint?.eventTypes as WebhookEventType[] | undefined) ?? [...WEBHOOK_EVENT_TYPES],
      enabled: endpoint?.enabled ?? true,
    },
  });
  return (
    <FormDialog<Values, unknown>
      title={endpoint ? t`Edit webhook endpoint` : t`Add webhook endpoint`}
      opened={opened}
      onClose={onClose}
      form={form}
      submitLabel={endpoint ? t`Save endpoint` : t`Add endpoint`}
      submitTestId="webhook-endpoint-submit"
      run={async (values) => {
        const input = { url: values.url, description: values.description, eventTypes: values.eventTypes };
        if (endpoint) return update.mutateAsync({ ...input, endpointId: endpoint.id, enabled: values.enabled });
        const created = await create.mutateAsync(input);
        onCreated({ secret: created.secret, url: created.endpoint.url });
        return created;
      }}
      success={{ title: t`Saved`, message: endpoint ? t`The endpoint was saved.` : t`The endpoint was added.` }}
      failure={(error) => ({ message: failureText(error, t`Failed to save the endpoint`) })}
      onDone={() => utils.webhooks.list.invalidate()}
    >
      <TextInput
        label={t`Endpoint URL`}
        placeholder={EXAMPLE_URL}
        required
        {...form.getInputProps("url")}
        data-testid="webhook-url"
      />
      <Textarea label={t`Description`} autosize minRows={1} maxRows={3} {...form.getInputProps("description")} />
      <Checkbox.Group
        label={t`Events`}
        description={t`The events sent to this endpoint`}
        required
        {...form.getInputProps("eventTypes")}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={type}
              description={EVENT_DESCRIPTIONS()[type]}
              data-testid={`webhook-event-${type}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {endpoint ? (
        <Switch
          label={t`Enabled`}
          description={endpoint.disabledReason ?? t`Events are sent to this endpoint`}
          {...form.getInputProps("enabled", { type: "checkbox" })}
        />
      ) : null}
    </FormDialog>
  );
}
