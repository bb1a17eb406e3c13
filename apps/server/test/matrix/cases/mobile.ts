import { B_PIN, type DomainCases } from "../format";

/** mobile.*: the phone workflow (spec 01 "Mobile QR page", §6 PIN sessions; issue 14). */
export const mobileCases: DomainCases = {
  "mobile.page": {
    input: (a) => ({ assetId: a.assetId }),
    expect: "allowed",
    note: "public by design: a QR label opens this page for anyone; to a stranger it answers the PIN step with the scanned id and nothing else",
    answer: (a) => ({ state: "pin", assetId: a.assetId }),
  },
  "mobile.authenticate": {
    as: "anonymous",
    input: (a) => ({ assetId: a.assetId, pin: B_PIN }),
    expect: "refused",
    note: "B's member's PIN opens nothing in A: the PIN is compared with A's members only (the failure counts against the asset's PIN lock, which holds no data of A)",
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
