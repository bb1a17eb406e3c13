import type { DomainCases } from "../format";

/** webhooks.*: Organization settings › Webhooks (issue 27), administrators only. */
export const webhooksCases: DomainCases = {
  "webhooks.list": { expect: "own", note: "B's admin lists B's endpoints only" },
  "webhooks.create": {
    input: () => ({ url: "https://hooks.example.com/b", eventTypes: ["asset.created"] }),
    expect: "own",
    note: "the endpoint is B's, the caller's organization",
  },
  "webhooks.update": {
    input: (a) => ({
      endpointId: a.webhookEndpointId,
      url: "https://hooks.example.com/b",
      eventTypes: ["asset.created"],
      enabled: true,
    }),
    expect: "refused",
    note: "A's endpoint is not found in B",
  },
  "webhooks.delete": { input: (a) => ({ endpointId: a.webhookEndpointId }), expect: "refused" },
  "webhooks.rotateSecret": { input: (a) => ({ endpointId: a.webhookEndpointId }), expect: "refused" },
  "webhooks.sendTest": { input: (a) => ({ endpointId: a.webhookEndpointId }), expect: "refused" },
  "webhooks.deliveries": { input: (a) => ({ endpointId: a.webhookEndpointId, page: 1 }), expect: "refused" },
  "webhooks.redeliver": {
    input: (a) => ({ deliveryId: a.webhookDeliveryId }),
    expect: "refused",
    note: "A's delivery is not found in B",
  },
};
