declare module "vitest" {
  export interface ProvidedContext {
    chromiumPath: string | null;
    webDist: string;
  }
}

export {};
