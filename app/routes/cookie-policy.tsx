import type { Route } from "./+types/cookie-policy";
import { LegalDocumentPage } from "~/components/legal-document";
import { cookiePolicy } from "~/content/legal";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(cookiePolicy.title),
    description: cookiePolicy.description,
    path: cookiePolicy.path,
    breadcrumbs: [{ name: cookiePolicy.title, path: cookiePolicy.path }],
  });

export default function Page() {
  return <LegalDocumentPage document={cookiePolicy} />;
}
