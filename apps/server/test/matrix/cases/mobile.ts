import { B_PIN, type DomainCases } from "../format";

/** mobile.*: the phone workflow (spec 01 "Mobile QR page", §6 PIN sessions; issues 14 and 21). */
export const mobileCases: DomainCases = {
  "mobile.page": {
    as: "anonymous",
    input: (a) => ({ assetId: a.assetId }),
    expect: "allowed",
    note: "public by design: a QR label opens this page for anyone; to a phone not enrolled for A it answers the enrollment state and nothing else, not even whether the label exists (signed-in B finds nothing: the lookup is B's only)",
    answer: () => ({ state: "enroll" }),
  },
  "mobile.authenticate": {
    as: "pin",
    input: (a) => ({ assetId: a.assetId, pin: B_PIN }),
    expect: "refused",
    note: "B's enrolled phone with B's member's PIN opens nothing in A: the label is looked up in the phone's organization only",
  },
  "mobile.enroll": {
    as: "anonymous",
    input: () => ({ code: "ABCD-EFGH" }),
    expect: "refused",
    note: "a code that is not A's live code enrolls nothing (wrong codes count per address)",
  },
  "mobile.signOut": {
    as: "freshPin",
    expect: "own",
    note: "ends the caller's own PIN session only (A's member's PIN session stays)",
  },
  "mobile.assets": {
    as: "pin",
    input: () => ({ search: "ZZALPHASECRET" }),
    expect: "own",
    note: "B's PIN session searches B's assets only",
  },
  "mobile.diagnostics": {
    as: "pin",
    input: (a) => ({ assetId: a.assetId }),
    expect: "refused",
    note: "B's PIN session cannot run the write test on A's asset",
  },
};
