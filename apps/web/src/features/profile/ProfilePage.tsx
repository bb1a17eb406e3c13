import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import {
  AVATARS_BUCKET,
  checkAvatarFile,
  PIN_IS_SET_PLACEHOLDER,
  profileDisplayName,
  profileFormInput,
  sanitizePinInput,
} from "@stockroom/core";
import { type ComponentProps, useEffect, useState } from "react";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { uploadFile } from "../../lib/uploadFile";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { PageHeader } from "../../ui/PageHeader";

function confirmPinRemoval(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n._(msg`Remove your Quick Access PIN?`),
      children: (
        <Text size="sm">
          <Trans>
            The PIN field is empty. Saving removes your PIN: you will need to set a new one to open assets from a QR
            code on a phone.
          </Trans>
        </Text>
      ),
      labels: { confirm: i18n._(msg`Remove PIN`), cancel: i18n._(msg`Keep PIN`) },
      confirmProps: { color: "red", "data-testid": "confirm-remove-pin" },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

type Profile = RouterOutputs["profile"]["get"];

/** Profile Settings (spec 01 §2): "Your Profile" (full name, quick access PIN) and "Your Avatar". */
export function ProfilePage() {
  const { t } = useLingui();
  const profile = trpc.profile.get.useQuery();
  if (profile.isPending) return <PageLoader />;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t`Profile Settings`} />
      {profile.isError ? (
        <Alert color="red" title={t`Could not load profile information`}>
          {errorMessage(profile.error, t`Please reload the page.`)}
        </Alert>
      ) : null}
      <ProfileForm loaded={profile.data} />
    </Stack>
  );
}

/**
 * The PIN field shows a set PIN as a placeholder: left as it is, the PIN is kept; emptied,
 * it is removed (after confirmation); anything typed replaces it.
 */
function ProfileForm({ loaded }: { loaded: Profile | undefined }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const update = trpc.profile.update.useMutation();
  const updateAvatar = trpc.profile.updateAvatar.useMutation();
  const form = useZodForm(profileFormInput, {
    initialValues: {
      fullName: loaded?.fullName ?? "",
      quickAccessPin: loaded?.hasQuickAccessPin ? PIN_IS_SET_PLACEHOLDER : "",
    },
  });
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!avatarFile) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(avatarFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatarFile]);

  function chooseAvatar(file: File | null) {
    if (!file) return;
    const problem = checkAvatarFile(file);
    setAvatarError(problem);
    setAvatarFile(problem ? null : file);
  }

  async function save(values: typeof form.values) {
    const { fullName, quickAccessPin } = profileFormInput.parse(values);
    if (quickAccessPin === null && loaded?.hasQuickAccessPin && !(await confirmPinRemoval())) return;

    setSaving(true);
    try {
      if (avatarFile) {
        try {
          const uploaded = await uploadFile(AVATARS_BUCKET, avatarFile);
          await updateAvatar.mutateAsync({ avatarUrl: uploaded.url });
          setAvatarFile(null);
        } catch (error) {
          setAvatarError(errorMessage(error, t`Error uploading avatar`));
          notifications.show({
            color: "red",
            title: t`Error uploading avatar`,
            message: t`Failed to upload avatar. Other changes will still be saved.`,
          });
        }
      }
      const saved = await update.mutateAsync({
        fullName,
        ...(quickAccessPin === undefined ? {} : { quickAccessPin }),
      });
      form.setFieldValue("quickAccessPin", saved.hasQuickAccessPin ? PIN_IS_SET_PLACEHOLDER : "");
      notifications.show({ color: "green", title: t`Profile updated`, message: t`Your profile has been saved.` });
      await Promise.all([utils.profile.get.invalidate(), utils.auth.session.invalidate()]);
    } catch (error) {
      const message = errorMessage(error, t`Error updating profile`);
      if (!applyServerErrors(form, error) && /PIN/.test(message)) form.setFieldError("quickAccessPin", message);
      notifications.show({ color: "red", title: t`Error updating profile`, message });
    } finally {
      setSaving(false);
    }
  }

  async function removeAvatar() {
    try {
      await updateAvatar.mutateAsync({ avatarUrl: null });
      await Promise.all([utils.profile.get.invalidate(), utils.auth.session.invalidate()]);
    } catch (error) {
      notifications.show({
        color: "red",
        title: t`Error uploading avatar`,
        message: errorMessage(error, t`Error uploading avatar`),
      });
    }
  }

  const name = profileDisplayName(loaded?.fullName);

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg" radius="md" data-testid="your-profile">
          <Stack gap="md">
            <Title order={2} fz="lg">
              <Trans>Your Profile</Trans>
            </Title>
            <TextInput label={t`Email`} value={loaded?.email ?? ""} readOnly variant="filled" />
            <TextInput
              label={t`Full name`}
              {...form.getInputProps("fullName")}
              placeholder={t`User`}
              data-testid="profile-full-name"
            />
            <TextInput
              label={t`Quick Access PIN`}
              description={
                loaded?.hasQuickAccessPin
                  ? t`A PIN is set. Type 4 new digits to change it, or empty the field to remove it.`
                  : t`4 digits to open assets from a QR code on a phone.`
              }
              type="password"
              inputMode="numeric"
              autoComplete="off"
              {...form.getInputProps("quickAccessPin")}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => {
                const raw = event.currentTarget.value;
                form.setFieldValue(
                  "quickAccessPin",
                  raw === PIN_IS_SET_PLACEHOLDER ? raw : sanitizePinInput(raw.replaceAll("•", "")),
                );
              }}
              data-testid="profile-pin"
            />
            <Group>
              <Button type="submit" loading={saving} data-testid="save-profile">
                <Trans>Save Changes</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md" data-testid="your-avatar">
          <Stack gap="md" align="flex-start">
            <Title order={2} fz="lg">
              <Trans>Your Avatar</Trans>
            </Title>
            <Avatar
              src={preview ?? loaded?.avatarUrl ?? undefined}
              name={name}
              color="initials"
              size={96}
              radius="50%"
              data-testid="profile-avatar"
            />
            <Group gap="sm">
              <FileButton
                onChange={chooseAvatar}
                accept="image/png,image/jpeg,image/gif,image/webp"
                inputProps={{ "data-testid": "avatar-input" } as ComponentProps<"input">}
              >
                {(props) => (
                  <Button variant="default" {...props}>
                    <Trans>Choose image</Trans>
                  </Button>
                )}
              </FileButton>
              {loaded?.avatarUrl && !avatarFile ? (
                <Button variant="subtle" color="red" onClick={() => void removeAvatar()}>
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c={avatarError ? "red" : "dimmed"} data-testid="avatar-hint">
              {avatarError ??
                (avatarFile ? t`${avatarFile.name} will be uploaded when you save.` : t`An image under 5MB.`)}
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
    </form>
  );
}
