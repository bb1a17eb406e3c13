import {
  webhookDeliveriesInput,
  webhookDeliveryIdInput,
  webhookEndpointIdInput,
  webhookEndpointInput,
  webhookEndpointUpdateInput,
} from "@stockroom/core";
import { createWebhookEndpoint } from "../services/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../services/webhooks/delete-webhook-endpoint";
import { listWebhookDeliveries } from "../services/webhooks/list-webhook-deliveries";
import { listWebhookEndpoints } from "../services/webhooks/list-webhook-endpoints";
import { redeliverWebhook } from "../services/webhooks/redeliver-webhook";
import { rotateWebhookSecret } from "../services/webhooks/rotate-webhook-secret";
import { sendTestWebhook } from "../services/webhooks/send-test-webhook";
import { updateWebhookEndpoint } from "../services/webhooks/update-webhook-endpoint";
import { orgAdminProcedure, router } from "../trpc";
import { orgContext, serviceContext } from "./service-context";

/** Organization settings › Webhooks (issue 27): administrators only. */
export const webhooksRouter = router({
  list: orgAdminProcedure.query(({ ctx }) => listWebhookEndpoints(orgContext(ctx))),
  create: orgAdminProcedure
    .input(webhookEndpointInput)
    .mutation(({ ctx, input }) =>
      createWebhookEndpoint(
        { ...serviceContext(ctx), allow: ctx.config.webhookAllowAddresses, serverSecret: ctx.config.pinSecret },
        input,
      ),
    ),
  update: orgAdminProcedure
    .input(webhookEndpointUpdateInput)
    .mutation(({ ctx, input }) =>
      updateWebhookEndpoint({ ...serviceContext(ctx), allow: ctx.config.webhookAllowAddresses }, input),
    ),
  delete: orgAdminProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) => deleteWebhookEndpoint(serviceContext(ctx), input.endpointId)),
  rotateSecret: orgAdminProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) =>
      rotateWebhookSecret({ ...serviceContext(ctx), serverSecret: ctx.config.pinSecret }, input.endpointId),
    ),
  sendTest: orgAdminProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) => sendTestWebhook(serviceContext(ctx), input.endpointId)),
  deliveries: orgAdminProcedure
    .input(webhookDeliveriesInput)
    .query(({ ctx, input }) => listWebhookDeliveries(orgContext(ctx), input)),
  redeliver: orgAdminProcedure
    .input(webhookDeliveryIdInput)
    .mutation(({ ctx, input }) => redeliverWebhook(serviceContext(ctx), input.deliveryId)),
});
