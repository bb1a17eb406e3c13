import type { DomainCases } from "../format";

/** phones.*: Organization settings › Members › Phones (issue 21). */
export const phonesCases: DomainCases = {
  "phones.list": {
    expect: "own",
    note: "B's admin lists B's enrolled phones and B's PIN counts only",
  },
  "phones.createEnrollmentCode": {
    expect: "own",
    note: "the code enrolls a phone for B, the caller's organization",
  },
  "phones.revoke": {
    input: (a) => ({ deviceId: a.phoneDeviceId }),
    expect: "refused",
    note: "A's phone is not found in B",
  },
  "phones.clearLock": {
    input: (a) => ({ deviceId: a.phoneDeviceId }),
    expect: "refused",
    note: "A's phone's locks are not B's to clear",
  },
};
