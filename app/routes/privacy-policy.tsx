import type { Route } from "./+types/privacy-policy";
import { LegalDocumentPage } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(privacyPolicy.title),
    description: privacyPolicy.description,
    path: privacyPolicy.path,
    breadcrumbs: [{ name: privacyPolicy.title, path: privacyPolicy.path }],
  });

export default function Page() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
