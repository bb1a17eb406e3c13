import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server is the only process in production and serves dist/; in development Vite
// serves the app and hands everything the server owns to it, so cookies stay same-origin.
const serverOrigin = process.env.STOCKROOM_SERVER_ORIGIN ?? "http://127.0.0.1:3000";
const proxied = ["/trpc", "/api", "/files", "/healthz"] as const;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    // Hashed files go to dist/assets/ (Vite's default; the server caches that folder for a
    // year). The app also has an /assets screen: the server must only answer real files
    // from dist and send index.html for every other GET, never a folder listing/redirect.
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverOrigin, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverOrigin, changeOrigin: false }])),
  },
});
