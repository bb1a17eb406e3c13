export * from "./searchParams";
