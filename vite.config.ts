import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger files compress better and cost fewer requests: React and React Router as one
        // file, and the small modules every page's layout needs as another (decision 0002).
        advancedChunks: {
          groups: [
            { name: "framework", test: /\/node_modules\/(react|react-dom|react-router|scheduler)\// },
            {
              name: "layout",
              test: /\/app\/(lib\/(i18n|links|compare)|components\/(ui\/(icon|toast)|layout\/use-text|compare\/(basket|compare-button)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
