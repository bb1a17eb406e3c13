/** How activity entries and messages name a person: their full name, else their email. */
export function describePerson(user: { fullName: string | null; email: string }): string {
  return user.fullName?.trim() || user.email;
}
