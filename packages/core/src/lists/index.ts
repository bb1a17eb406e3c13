export * from "./clientList";
export * from "./membersSearch";
export * from "./platformSearch";
export * from "./searchParams";
