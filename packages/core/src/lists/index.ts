export * from "./assetsSearch";
export * from "./formsSearch";
export * from "./searchParams";
