export * from "./assetTypesSearch";
export * from "./searchParams";
