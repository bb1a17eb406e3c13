export * from "./formsSearch";
export * from "./searchParams";
