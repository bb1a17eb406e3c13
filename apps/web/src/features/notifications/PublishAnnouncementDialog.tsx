import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type AnnouncementKind, announcementInput } from "@stockroom/core";
import { useZodForm } from "../../lib/form";
import { trpc } from "../../trpc";
import { FormDialog } from "../../ui/FormDialog";

interface AnnouncementValues extends Record<string, unknown> {
  kind: AnnouncementKind;
  title: string;
  body: string;
}

/**
 * The platform console's announcement (issue 25): a system update or a new feature, told to
 * every member of every organization whose App Settings switch of that kind ("System updates",
 * "New features") is on, in the bell and by the channels they chose.
 */
export function PublishAnnouncementDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const form = useZodForm<AnnouncementValues>(announcementInput, {
    initialValues: { kind: "system.update", title: "", body: "" },
  });
  const publish = trpc.platform.announcements.publish.useMutation();
  return (
    <FormDialog
      title={t`Publish announcement`}
      opened={opened}
      onClose={onClose}
      form={form}
      run={(values) => publish.mutateAsync(values)}
      success={({ organizations }) => ({
        title: t`Announcement published`,
        message: plural(organizations, {
          one: "Sent to the members of # organization who want it.",
          other: "Sent to the members of # organizations who want it.",
        }),
      })}
      submitLabel={t`Publish`}
      submitTestId="publish-announcement"
    >
      <Radio.Group label={t`Kind`} {...form.getInputProps("kind")} data-testid="announcement-kind">
        <Stack gap={6} mt={4}>
          <Radio value="system.update" label={t`System update (maintenance, important changes)`} />
          <Radio value="product.news" label={t`New feature`} />
        </Stack>
      </Radio.Group>
      <TextInput label={t`Title`} required {...form.getInputProps("title")} data-testid="announcement-title" />
      <Textarea
        label={t`Announcement`}
        required
        autosize
        minRows={3}
        {...form.getInputProps("body")}
        data-testid="announcement-body"
      />
      <Text size="xs" c="dimmed">
        <Trans>
          Members who turned this kind off in App Settings receive nothing. The text is sent as you write it.
        </Trans>
      </Text>
    </FormDialog>
  );
}
