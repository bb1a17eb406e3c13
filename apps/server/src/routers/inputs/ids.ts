import { z } from "zod";

/**
 * Ids sent by the client. A value that is not a uuid can name nothing: it answers
 * "not found" like an id of another organization, instead of a database error.
 */
export const entityId = (notFound: string) => z.uuid(notFound);
