export * from "./inventorySearch";
export * from "./searchParams";
