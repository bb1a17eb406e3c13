export * from "./assetsSearch";
export * from "./searchParams";
