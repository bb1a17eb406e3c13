export * from "./assetsSearch";
export * from "./assetTypesSearch";
export * from "./formsSearch";
export * from "./searchParams";
