// Lint rules for the whole project (npm run lint; npm test runs it, and an error fails CI).
// Formatting is Prettier's job (npm run format); eslint-config-prettier turns off the rules it owns.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", ".tmp/", "data/", "test-results/", "bench/results/", "node_modules/", "public/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // An unused argument is often the signature a caller needs; a leading underscore says so.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // An Intl formatter costs a third of a millisecond to create: made once per module, or by
    // app/lib/formats.ts once per set of options, never per call (a page of 50 leads made 200).
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,mjs}", "scripts/**/*.mjs"],
    ignores: ["**/*.test.{ts,tsx}", "app/lib/formats.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"].map((fn) => ({
          selector: `${fn} NewExpression[callee.object.name='Intl']`,
          message: "Create an Intl formatter once: at module level, or with dateFormat() of app/lib/formats.ts.",
        })),
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The browser's code.
    files: ["app/enhance/**", "app/**/*.client.ts", "public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
