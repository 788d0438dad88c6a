import type { ReactNode } from "react";
import { LogoMark } from "~/components/logo";
import { company } from "~/content/company";

/** The frame of the sign-in pages: the company's mark and one card in the middle of the screen. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3">
          <LogoMark className="size-9" />
          <span className="text-lg font-bold text-slate-900">{company.name}</span>
        </div>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-labelledby="auth-title">
          <h1 id="auth-title" className="text-xl font-bold text-slate-900">
            {title}
          </h1>
          {children}
        </section>
        <p className="mt-6 text-center text-sm text-slate-500">
          <a className="underline hover:text-slate-700" href="/">
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}

/** The workspace's passkey and session calls in the browser (Better Auth's client), loaded on first use. */
export async function authClient() {
  const [{ createAuthClient }, { passkeyClient }] = await Promise.all([
    import("better-auth/client"),
    import("@better-auth/passkey/client"),
  ]);
  return createAuthClient({ basePath: "/admin/auth", plugins: [passkeyClient()] });
}
