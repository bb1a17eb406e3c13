import { z } from "zod";

/**
 * An id sent by the client. A value that is not a uuid can name nothing: it answers with
 * the entity's "not found" message, like an id of another organization, instead of
 * reaching the database.
 */
export function entityId(notFoundMessage: string) {
  return z.uuid(notFoundMessage);
}
