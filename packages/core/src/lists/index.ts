export * from "./assetsSearch";
export * from "./assetTypesSearch";
export * from "./clientList";
export * from "./formsSearch";
export * from "./inventorySearch";
export * from "./membersSearch";
export * from "./platformSearch";
export * from "./searchParams";
