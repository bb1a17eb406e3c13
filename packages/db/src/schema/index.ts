export * from "./assets";
export * from "./auth";
export * from "./forms";
export * from "./inventory";
export * from "./mobile";
export * from "./organizations";
export * from "./reports";
export * from "./system";
