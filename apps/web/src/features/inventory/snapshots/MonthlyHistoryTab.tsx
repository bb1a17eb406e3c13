import { Text } from "@mantine/core";

/** The /inventory page's "Monthly History" tab (spec 02 "Monthly Snapshots tab"). */
export function MonthlyHistoryTab() {
  return <Text>Monthly snapshots arrive with issue 12.</Text>;
}
