export * from "./assets";
export * from "./auth";
export * from "./forms";
export * from "./inventory";
export * from "./organizations";
export * from "./relations";
export * from "./reports";
export * from "./system";
