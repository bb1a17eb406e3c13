import { clearPinLockInput, phoneDeviceInput } from "@stockroom/core";
import {
  clearPinLock,
  createEnrollmentCode,
  listPhoneDevices,
  revokePhoneDevice,
} from "../services/mobile/phone-devices";
import { orgAdminProcedure, router } from "../trpc";
import { serviceContext } from "./service-context";

/**
 * Organization settings › Members › Phones (issue 21): the phones enrolled for PIN sign-in,
 * a one-time enrollment code, revoking a phone and clearing PIN locks. Administrators only.
 */
export const phonesRouter = router({
  list: orgAdminProcedure.query(({ ctx }) => listPhoneDevices({ db: ctx.db, orgId: ctx.org.id })),
  createEnrollmentCode: orgAdminProcedure.mutation(({ ctx }) => createEnrollmentCode(serviceContext(ctx))),
  revoke: orgAdminProcedure
    .input(phoneDeviceInput)
    .mutation(({ ctx, input }) => revokePhoneDevice({ db: ctx.db, orgId: ctx.org.id }, input.deviceId)),
  clearLock: orgAdminProcedure
    .input(clearPinLockInput)
    .mutation(({ ctx, input }) => clearPinLock({ db: ctx.db, orgId: ctx.org.id }, input.deviceId)),
});
