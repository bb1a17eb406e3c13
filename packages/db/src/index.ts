export * from "./client";
export * from "./embedded-postgres";
export * from "./migrate";
export * as schema from "./schema/index";
export * from "./schema/index";
export * from "./start-database";
