import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Alert, Center, Loader } from "@mantine/core";
import { failureText } from "../../lib/failureText";

/** What a detail tab shows while its query loads or after it failed; null once there is data. */
export function tabQueryState(query: { isPending: boolean; isError: boolean; error: unknown }) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  }
  if (query.isError)
    return <Alert color="red">{failureText(query.error, i18n._(msg`Failed to load asset data`))}</Alert>;
  return null;
}
