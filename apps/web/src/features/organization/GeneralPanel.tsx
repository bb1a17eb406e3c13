import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar, Button, FileButton, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  checkAvatarFile,
  ORG_AVATARS_BUCKET,
  supportedTimeZones,
  TIME_ZONE_INVALID_MESSAGE,
  timeZoneName,
  updateOrganizationInput,
} from "@stockroom/core";
import { type ComponentProps, useEffect, useMemo, useState } from "react";
import { runAction } from "../../lib/confirmAction";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { uploadFile } from "../../lib/uploadFile";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { SettingsPanel } from "./SettingsPanel";

type Organization = RouterOutputs["organization"]["get"];

interface GeneralValues extends Record<string, unknown> {
  name: string;
  description: string;
}

/**
 * General: name, description, logo (uploaded to org-avatars when saving) and the
 * organization's time zone, whose months the snapshots, reports, pick lists and usage
 * summaries use (issue 20).
 */
export function GeneralPanel({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const savedValues = useMemo(
    () => ({ name: organization.name, description: organization.description ?? "" }),
    [organization],
  );
  const form = useZodForm<GeneralValues>(updateOrganizationInput, { initialValues: savedValues });
  // The chosen file stays out of the form's values: the form deep-copies its values on
  // every change, and a copied File loses its contents.
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [timeZone, setTimeZone] = useState(organization.timeZone);
  const [timeZoneError, setTimeZoneError] = useState<string | null>(null);
  const zones = useMemo(() => [...supportedTimeZones()].sort(), []);
  const update = trpc.organization.update.useMutation();
  const updateTimeZone = trpc.organization.updateTimeZone.useMutation();
  const utils = trpc.useUtils();

  const reset = () => {
    form.setInitialValues(savedValues);
    form.setValues(savedValues);
    form.resetDirty(savedValues);
    form.clearErrors();
    setLogo(null);
    setTimeZone(organization.timeZone);
    setTimeZoneError(null);
  };
  // Start over when the saved organization changes (after a save or a refetch).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset reads only savedValues, the saved zone and stable setters.
  useEffect(reset, [savedValues]);

  useEffect(() => {
    if (!logo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const timeZoneChanged = timeZone !== organization.timeZone;
  const dirty = form.isDirty() || logo !== null || timeZoneChanged;

  const save = form.onSubmit(async (values) => {
    if (timeZoneChanged && !timeZoneName.safeParse(timeZone).success) {
      setTimeZoneError(TIME_ZONE_INVALID_MESSAGE);
      return;
    }
    let avatarUrl: string | undefined;
    if (logo) {
      try {
        avatarUrl = (await uploadFile(ORG_AVATARS_BUCKET, logo)).url;
      } catch (error) {
        form.setFieldError("logo", errorMessage(error, t`Could not upload organization logo`));
        notifications.show({ color: "red", title: t`Error`, message: t`Could not upload organization logo` });
        return;
      }
    }
    await runAction({
      run: async () => {
        const saved = await update.mutateAsync({
          ...updateOrganizationInput.parse(values),
          ...(avatarUrl ? { avatarUrl } : {}),
        });
        if (timeZoneChanged) await updateTimeZone.mutateAsync({ timeZone });
        return saved;
      },
      success: { title: t`Saved`, message: t`Organization updated successfully` },
      failure: (error) => {
        applyServerErrors(form, error);
        return {
          title: t`Failed to update organization`,
          message: errorMessage(error, t`Failed to update organization`),
        };
      },
      onDone: async () => {
        setLogo(null);
        await Promise.all([utils.organization.get.invalidate(), utils.auth.session.invalidate()]);
      },
    });
  });

  function chooseLogo(file: File | null) {
    if (!file) return;
    const problem = checkAvatarFile(file);
    setLogo(problem ? null : file);
    if (problem) form.setFieldError("logo", problem);
    else form.clearFieldError("logo");
  }
  const logoError = form.errors.logo;

  return (
    <SettingsPanel
      title={t`General`}
      testId="panel-general"
      actions={{ dirty, saving: form.submitting, onSave: () => save(), onReset: reset }}
    >
      <Group gap="md" align="center">
        <Avatar
          src={preview ?? organization.avatarUrl ?? undefined}
          name={organization.name}
          color="initials"
          size={72}
          radius="md"
          data-testid="organization-logo-preview"
        />
        <Stack gap={4}>
          <FileButton
            onChange={chooseLogo}
            accept="image/png,image/jpeg,image/gif,image/webp"
            inputProps={{ "data-testid": "logo-input" } as ComponentProps<"input">}
          >
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                <Trans>Upload logo</Trans>
              </Button>
            )}
          </FileButton>
          <Text size="xs" c={logoError ? "red" : "dimmed"}>
            {logoError ?? (logo ? t`${logo.name} will be uploaded when you save.` : t`An image under 5MB.`)}
          </Text>
        </Stack>
      </Group>
      <TextInput label={t`Organization name`} {...form.getInputProps("name")} data-testid="organization-name-input" />
      <Textarea
        label={t`Description`}
        autosize
        minRows={2}
        {...form.getInputProps("description")}
        data-testid="organization-description-input"
      />
      <Select
        label={t`Time zone`}
        description={t`Months of snapshots, reports, monthly counts and usage follow this zone. Exports write its local time with the offset.`}
        data={zones}
        value={timeZone}
        onChange={(value) => {
          if (!value) return;
          setTimeZone(value);
          setTimeZoneError(null);
        }}
        error={timeZoneError}
        searchable
        allowDeselect={false}
        limit={200}
        nothingFoundMessage={t`No time zone matches`}
        data-testid="organization-time-zone"
      />
    </SettingsPanel>
  );
}
