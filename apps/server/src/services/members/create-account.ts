import { type Transaction, users } from "@stockroom/db";
import { DomainError, pgConstraint, pgErrorCode } from "../../errors";

export const EMAIL_TAKEN_MESSAGE = "A user with this email address already exists.";

export interface NewAccount {
  email: string;
  passwordHash: string;
  fullName: string;
  mustChangePassword: boolean;
  quickAccessPinDigest?: string | null;
}

/** Inserts a user; an address already registered (any case) is refused with a sentence. */
export async function createAccount(tx: Transaction, account: NewAccount) {
  try {
    const [user] = await tx
      .insert(users)
      .values({ ...account, email: account.email.trim().toLowerCase() })
      .returning({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        quickAccessPinDigest: users.quickAccessPinDigest,
      });
    if (!user) throw new Error("user not created");
    return user;
  } catch (err) {
    if (pgErrorCode(err) === "23505" && pgConstraint(err) === "users_email_key") {
      throw new DomainError("CONFLICT", EMAIL_TAKEN_MESSAGE);
    }
    throw err;
  }
}
